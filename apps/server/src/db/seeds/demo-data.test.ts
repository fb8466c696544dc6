import { describe, expect, it } from 'vitest';
import { buildDemoRecords } from './demo-data.ts';

const USERS = { vet: 'u-vet', vet2: 'u-vet2', inseminador: 'u-ins', cliente: 'u-cli' };

/** The demo batch 'Novilhas Nelore 2026' has its D0 three days after the day the demo is seeded. */
function novilhasD0(now: Date): unknown {
  const lotes = buildDemoRecords(USERS, now).find(([table]) => table === 'lotes')?.[1] ?? [];
  return lotes.find((lote) => lote.nomeLote === 'Novilhas Nelore 2026')?.dataIatf;
}

describe('buildDemoRecords: batch dates count from the farms’ calendar day (America/Sao_Paulo)', () => {
  it.each([
    ['midday in Brazil', '2026-12-04T15:00:00.000Z', '2026-12-07'],
    ['23:30 in Brazil, already the 5th in UTC', '2026-12-05T02:30:00.000Z', '2026-12-07'],
    ['00:30 in Brazil on the 5th', '2026-12-05T03:30:00.000Z', '2026-12-08'],
  ])('%s (%s) → D0 %s', (_, now, d0) => {
    expect(novilhasD0(new Date(now))).toBe(d0);
  });
});
