import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import type { ProtocolDays } from '../rules/iatf-dates.ts';
import { type AgendaBatch, type AgendaInput, buildAgenda, nextStepDate } from './agenda.ts';

const IATF = domainValueId('tipoManejo', 'IATF');
const REMOVAL = domainValueId('tipoManejo', 'Retirada do Dispositivo');
const IMPLANT = domainValueId('tipoManejo', 'Implante do Dispositivo');
const lookup = createDomainLookup([
  ...DOMAIN_VALUE_SEED,
  { id: IATF, valor: 'IATF' },
  { id: REMOVAL, valor: 'Retirada do Dispositivo' },
  { id: IMPLANT, valor: 'Implante do Dispositivo' },
]);
const day = (n: number) => domainValueId('dias', `D${n}`);
// D0 implant, D8 removal, D10 IATF.
const P: ProtocolDays = {
  managementProtocols: [
    { day: day(0), management: IMPLANT },
    { day: day(8), management: REMOVAL },
    { day: day(10), management: IATF },
  ],
};

function batch(overrides: Partial<AgendaBatch> = {}): AgendaBatch {
  return {
    id: 'b1',
    nomeLote: 'Lote 1',
    retiroId: 'r1',
    protocoloId: 'p1',
    dataIatf: '2026-11-01',
    dias: null,
    ...overrides,
  };
}

describe('nextStepDate: D0 date + the next protocol day; DG 30 days after the IATF', () => {
  it.each<[string, Partial<AgendaBatch>, string | null]>([
    ['D0 not done: the D0 date', {}, '2026-11-01'],
    ['after D0: D8', { dias: day(0) }, '2026-11-09'],
    ['after D8: the IATF on D10', { dias: day(8) }, '2026-11-11'],
    ['after the IATF: DG at IATF + 30', { dias: day(10) }, '2026-12-11'],
    ['across a month and a year end', { dataIatf: '2026-12-25', dias: day(0) }, '2027-01-02'],
    ['DG Final has no rule for its day', { dias: day(10), pastDG: true, isFinalize: true }, null],
    ['no D0 date', { dataIatf: null }, null],
  ])('%s', (_, overrides, expected) => {
    expect(nextStepDate(batch(overrides), P, lookup)).toBe(expected);
  });
});

function input(batches: AgendaBatch[], today: string): AgendaInput {
  return {
    batches,
    protocols: new Map([['p1', P]]),
    farmOfCorral: new Map([
      ['r1', { farmId: 'f1', farmName: 'Santa Luzia' }],
      ['r2', { farmId: 'f2', farmName: 'Água Limpa' }],
    ]),
    lookup,
    today,
  };
}

describe('buildAgenda', () => {
  it.each<[string, string, string | null]>([
    ['the step is today', '2026-11-09', 'today'],
    ['one day late', '2026-11-10', 'overdue'],
    ['30 days late is still shown', '2026-12-09', 'overdue'],
    ['31 days late is left out', '2026-12-10', null],
    ['7 days ahead is upcoming', '2026-11-02', 'upcoming'],
    ['8 days ahead is left out', '2026-11-01', null],
  ])('%s', (_, today, when) => {
    const entries = buildAgenda(input([batch({ dias: day(0) })], today));
    expect(entries.map((entry) => entry.when)).toEqual(when ? [when] : []);
  });

  it('names the step, the farm and the screen that does it', () => {
    const [entry] = buildAgenda(input([batch({ dias: day(8) })], '2026-11-11'));
    expect(entry).toMatchObject({
      label: 'IATF',
      route: 'IATF',
      path: '/IATF/b1',
      farmId: 'f1',
      farmName: 'Santa Luzia',
      date: '2026-11-11',
      when: 'today',
    });
  });

  it('leaves out deleted, finished, protocol-less and not-downloaded batches', () => {
    const entries = buildAgenda(
      input(
        [
          batch({ id: 'deleted', isDeleted: true }),
          batch({ id: 'done', pastDGFinal: true }),
          batch({ id: 'no-protocol', protocoloId: null }),
          batch({ id: 'unknown-protocol', protocoloId: 'p9' }),
          batch({ id: 'other-farm', retiroId: 'r9' }),
          batch({ id: 'kept' }),
        ],
        '2026-11-01',
      ),
    );
    expect(entries.map((entry) => entry.batchId)).toEqual(['kept']);
  });

  it('sorts by day, then farm and batch name in pt-BR order', () => {
    const entries = buildAgenda(
      input(
        [
          batch({ id: 'late', nomeLote: 'B', dias: day(0) }),
          batch({ id: 'sl-b', nomeLote: 'Lote B' }),
          batch({ id: 'sl-a', nomeLote: 'lote a' }),
          batch({ id: 'al', nomeLote: 'Z', retiroId: 'r2' }),
        ],
        '2026-11-03',
      ),
    );
    expect(entries.map((entry) => entry.batchId)).toEqual(['al', 'sl-a', 'sl-b', 'late']);
  });
});
