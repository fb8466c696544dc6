import { describe, expect, it } from 'vitest';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import { buildRound } from './use-resync-round.ts';

type Cow = LocalEntity<'d0s'>;

function cow(id: string, extra: Partial<Cow>): Cow {
  return {
    id,
    codVaca: id,
    loteId: 'parent-batch',
    isDeleted: false,
    created: '2026-11-01T00:00:00.000Z',
    updated: '2026-11-01T00:00:00.000Z',
    ...extra,
  } as Cow;
}

const parentA = () => cow('pa', { condicaoDG: null });
const parentB = () => cow('pb', { condicaoDG: null });
const copyA = () => cow('ca', { loteId: 'resync', dzeroPai: 'pa', created: '2026-11-02T00:00:00.000Z' });
const copyB = () => cow('cb', { loteId: 'resync', dzeroPai: 'pb', created: '2026-11-03T00:00:00.000Z' });
const own = () => cow('own', { loteId: 'resync', created: '2026-11-04T00:00:00.000Z' });

describe('buildRound', () => {
  it('shows each carried cow through her parent record, and a cow registered in the resync as herself', () => {
    const round = buildRound(
      [copyA(), copyB(), own()],
      [parentA(), parentB()],
      [],
      ['parent-batch'],
      undefined,
    );
    expect(round.rows.map((row) => [row.view.id, row.view.loteId, row.parent?.id])).toEqual([
      ['pa', 'resync', 'pa'],
      ['pb', 'resync', 'pb'],
      ['own', 'resync', undefined],
    ]);
    expect(round.rowOf('pb')?.copy.id).toBe('cb');
  });

  it('keeps the whole round when a re-read finds nothing changed', () => {
    const first = buildRound([copyA(), copyB()], [parentA(), parentB()], [], ['parent-batch'], undefined);
    const again = buildRound([copyA(), copyB()], [parentA(), parentB()], [], ['parent-batch'], first);
    expect(again).toBe(first);
  });

  it('redraws only the row whose parent record changed', () => {
    const first = buildRound([copyA(), copyB()], [parentA(), parentB()], [], ['parent-batch'], undefined);
    const diagnosed = { ...parentB(), condicaoDG: 'vazia', updated: '2026-11-05T00:00:00.000Z' };
    const next = buildRound([copyA(), copyB()], [parentA(), diagnosed], [], ['parent-batch'], first);
    expect(next).not.toBe(first);
    expect(next.rows[0]).toBe(first.rows[0]);
    expect(next.rows[1]?.view.condicaoDG).toBe('vazia');
    expect(next.rowOf('pb')?.parent).toBe(next.rows[1]?.parent);
  });

  it('keeps the row of a copy deleted when she was found pregnant, and drops a deleted own cow', () => {
    const pregnant = { ...copyA(), isDeleted: true };
    const deletedOwn = { ...own(), isDeleted: true };
    const round = buildRound(
      [pregnant, copyB(), deletedOwn],
      [parentA(), parentB()],
      [],
      ['parent-batch'],
      undefined,
    );
    expect(round.rows.map((row) => row.view.id)).toEqual(['pa', 'pb']);
  });

  it('does not share rows with a round of other parent batches', () => {
    const first = buildRound([copyA()], [parentA()], [], ['parent-batch'], undefined);
    const other = buildRound([copyA()], [parentA()], [], ['other-batch'], first);
    expect(other).not.toBe(first);
    expect(other.rows[0]).not.toBe(first.rows[0]);
  });
});
