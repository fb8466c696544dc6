import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import {
  dayNumberOf,
  iatfDate,
  lastProtocolDayNumber,
  offScheduleIatfDate,
  type ProtocolDays,
  protocolDays,
} from './iatf-dates.ts';

const UNKNOWN_DAY = domainValueId('dias', 'Dx');
const IATF = domainValueId('tipoManejo', 'IATF');
const REMOVAL = domainValueId('tipoManejo', 'Retirada do Dispositivo');
const IMPLANT = domainValueId('tipoManejo', 'Implante do Dispositivo');
const lookup = createDomainLookup([
  ...DOMAIN_VALUE_SEED,
  { id: UNKNOWN_DAY, valor: 'Dx' },
  { id: IATF, valor: 'IATF' },
  { id: REMOVAL, valor: 'Retirada do Dispositivo' },
  { id: IMPLANT, valor: 'Implante do Dispositivo' },
]);

const day = (n: number) => domainValueId('dias', `D${n}`);

/** Protocol from [day, management] pairs; a number is a D-day, a string an explicit Dias id. */
function protocol(...steps: [number | string, string][]): ProtocolDays {
  return {
    managementProtocols: steps.map(([d, management]) => ({
      day: typeof d === 'number' ? day(d) : d,
      management,
    })),
  };
}

const D0_D8_D10 = protocol([0, IMPLANT], [8, REMOVAL], [10, IATF]);

describe('dayNumberOf', () => {
  it.each<[string | null, number | null]>([
    [day(0), 0],
    [day(10), 10],
    [day(30), 30],
    [UNKNOWN_DAY, null],
    ['not-a-known-id', null],
    [null, null],
  ])('%s → %s', (id, expected) => {
    expect(dayNumberOf(id, lookup)).toBe(expected);
  });
});

describe('protocolDays', () => {
  it('lists each day once, in D-number order, and marks the IATF day', () => {
    const days = protocolDays(protocol([10, IATF], [0, IMPLANT], [8, REMOVAL], [0, REMOVAL]), lookup);
    expect(days).toEqual([
      { id: day(0), label: 'D0', number: 0, isIatf: false },
      { id: day(8), label: 'D8', number: 8, isIatf: false },
      { id: day(10), label: 'D10', number: 10, isIatf: true },
    ]);
  });

  it('puts an unknown day label last, as 100 (spec §9: days by D-number, unknown 100)', () => {
    const days = protocolDays(protocol([UNKNOWN_DAY, REMOVAL], [9, IATF], [0, IMPLANT]), lookup);
    expect(days.map((d) => d.label)).toEqual(['D0', 'D9', 'Dx']);
    expect(days[2]?.number).toBeNull();
  });

  it('marks a day as IATF when any of its steps is the IATF', () => {
    const days = protocolDays(protocol([10, REMOVAL], [10, IATF]), lookup);
    expect(days).toEqual([{ id: day(10), label: 'D10', number: 10, isIatf: true }]);
  });

  it('skips steps without a day and gives an empty protocol no days', () => {
    expect(protocolDays({ managementProtocols: [{ day: null, management: IATF }] }, lookup)).toEqual([]);
    expect(protocolDays({ managementProtocols: [] }, lookup)).toEqual([]);
  });
});

describe('lastProtocolDayNumber', () => {
  it.each<[string, ProtocolDays, number | null]>([
    ['D0/D8/D10', D0_D8_D10, 10],
    ['unknown labels are ignored', protocol([0, IMPLANT], [9, IATF], [UNKNOWN_DAY, REMOVAL]), 9],
    ['only unknown labels', protocol([UNKNOWN_DAY, IATF]), null],
    ['empty protocol', protocol(), null],
  ])('%s → %s', (_, p, expected) => {
    expect(lastProtocolDayNumber(p, lookup)).toBe(expected);
  });
});

describe("iatfDate — spec §9: 'IATF date = D0 date + largest protocol day number'", () => {
  it.each<[string, string | null, ProtocolDays, string | null]>([
    ['plain', '2024-03-04', D0_D8_D10, '2024-03-14'],
    ['leap day inside the span', '2024-02-20', D0_D8_D10, '2024-03-01'],
    ['no leap day in 2023', '2023-02-20', D0_D8_D10, '2023-03-02'],
    ['ending on the leap day', '2024-02-19', D0_D8_D10, '2024-02-29'],
    ['month end', '2024-04-25', D0_D8_D10, '2024-05-05'],
    ['year end', '2024-12-25', D0_D8_D10, '2025-01-04'],
    ['steps in any order', '2024-03-04', protocol([10, IATF], [0, IMPLANT]), '2024-03-14'],
    ['D0-only protocol', '2024-03-04', protocol([0, IATF]), '2024-03-04'],
    ['no D0 date', null, D0_D8_D10, null],
    ['impossible D0 date', '2023-02-30', D0_D8_D10, null],
    ['not a calendar date', '04/03/2024', D0_D8_D10, null],
    ['protocol without known days', '2024-03-04', protocol([UNKNOWN_DAY, IATF]), null],
  ])('%s: %s → %s', (_, d0, p, expected) => {
    expect(iatfDate(d0, p, lookup)).toBe(expected);
  });
});

describe("offScheduleIatfDate — spec §2: 'A warning appears if IATF is not on the protocol's IATF date'", () => {
  it.each<[string, string | null, string | null]>([
    ['2024-03-14', '2024-03-04', null],
    ['2024-03-15', '2024-03-04', '2024-03-14'],
    ['2024-03-13', '2024-03-04', '2024-03-14'],
    ['2024-03-14', null, null],
    ['2024-03-14', '2023-02-30', null],
  ])('today %s, D0 %s → %s', (today, d0, expected) => {
    expect(offScheduleIatfDate(today, d0, D0_D8_D10, lookup)).toBe(expected);
  });
});
