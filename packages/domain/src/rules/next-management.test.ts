import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import type { ProtocolDays } from './iatf-dates.ts';
import {
  type FlowBatch,
  firstProtocolDay,
  isIatfDay,
  lastProtocolDay,
  type ManagementRoute,
  managementPath,
  nextManagement,
  nextProtocolDay,
} from './next-management.ts';

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

function protocol(...steps: [number | string, string][]): ProtocolDays {
  return {
    managementProtocols: steps.map(([d, management]) => ({
      day: typeof d === 'number' ? day(d) : d,
      management,
    })),
  };
}

const P = protocol([0, IMPLANT], [8, REMOVAL], [10, IATF]);

function batch(overrides: Partial<FlowBatch> = {}): FlowBatch {
  return { dias: null, isResync: false, isPrecoce: false, isFinalize: false, pastDG: false, ...overrides };
}

describe('nextProtocolDay', () => {
  it.each<[string, string | null, string | undefined]>([
    ['empty dias gives the first day', null, 'D0'],
    ['after D0', day(0), 'D8'],
    ['after D8', day(8), 'D10'],
    ['none after the last day', day(10), undefined],
    ['a day missing from the protocol is placed by its number', day(9), 'D10'],
    ['a day before every protocol day', day(5), 'D8'],
    ['an unknown label sorts as 100, after every day', UNKNOWN_DAY, undefined],
  ])('%s', (_, dias, expected) => {
    expect(nextProtocolDay(dias, P, lookup)?.label).toBe(expected);
  });

  it('first and last days of the protocol', () => {
    expect(firstProtocolDay(P, lookup)?.id).toBe(day(0));
    expect(lastProtocolDay(P, lookup)?.id).toBe(day(10));
    expect(firstProtocolDay(protocol(), lookup)).toBeUndefined();
  });
});

describe('isIatfDay', () => {
  it('is true for the last day and for a day holding the IATF step', () => {
    const odd = protocol([0, IMPLANT], [9, IATF], [11, REMOVAL]);
    const [d0, d9, d11] = [0, 9, 11].map((n) => ({ id: day(n), label: `D${n}`, number: n, isIatf: n === 9 }));
    expect([d0, d9, d11].map((d) => d && isIatfDay(d, odd, lookup))).toEqual([false, true, true]);
  });
});

describe("nextManagement — spec §4 'Next-management label'", () => {
  it.each<[string, FlowBatch, ProtocolDays, string, ManagementRoute, string | null]>([
    // 'IATF if the next day is the protocol's last or has an IATF'
    ['next day is the last (IATF)', batch({ dias: day(8) }), P, 'IATF', 'IATF', day(10)],
    [
      'next day has an IATF step even if not last',
      batch({ dias: day(0) }),
      protocol([0, IMPLANT], [9, IATF], [11, REMOVAL]),
      'IATF',
      'IATF',
      day(9),
    ],
    [
      'next day is the last even without an IATF step',
      batch({ dias: day(0) }),
      protocol([0, IMPLANT], [8, REMOVAL]),
      'IATF',
      'IATF',
      day(8),
    ],
    // 'else if dias is empty D0 (or DG/D0 for non-precoce resync)'
    ['new batch starts with D0', batch(), P, 'D0', 'D0', day(0)],
    // 'D0 (or D0/IATF for a non-resync batch)': the first day is the insemination.
    ['new batch of a one-day protocol: D0/IATF', batch(), protocol([0, IATF]), 'D0/IATF', 'D0IATF', day(0)],
    [
      'new batch whose D0 holds the IATF step: D0/IATF',
      batch(),
      protocol([0, IATF], [8, REMOVAL]),
      'D0/IATF',
      'D0IATF',
      day(0),
    ],
    [
      'resync batch whose first day is the IATF keeps the IATF screen',
      batch({ isResync: true, isPrecoce: true }),
      protocol([0, IATF]),
      'IATF',
      'IATF',
      day(0),
    ],
    [
      'precoce resync starts with D0 (D0Resync)',
      batch({ isResync: true, isPrecoce: true }),
      P,
      'D0',
      'D0Resync',
      day(0),
    ],
    ['non-precoce resync starts with DG/D0', batch({ isResync: true }), P, 'DG/D0', 'DGRessinc', day(0)],
    ['empty protocol still opens D0', batch(), protocol(), 'D0', 'D0', null],
    [
      'non-precoce resync of an empty protocol',
      batch({ isResync: true }),
      protocol(),
      'DG/D0',
      'DGRessinc',
      null,
    ],
    // 'else if a next day exists DG/{day} for a precoce resync not finalized, otherwise the day'
    [
      'precoce resync not finalized: DG/{day}',
      batch({ dias: day(0), isResync: true, isPrecoce: true }),
      P,
      'DG/D8',
      'DGRessinc',
      day(8),
    ],
    [
      'precoce resync finalized: the day (DN)',
      batch({ dias: day(0), isResync: true, isPrecoce: true, isFinalize: true }),
      P,
      'D8',
      'DN',
      day(8),
    ],
    ['ordinary batch after D0: the day (DN)', batch({ dias: day(0) }), P, 'D8', 'DN', day(8)],
    [
      'non-precoce resync after DG/D0: the day (DN)',
      batch({ dias: day(0), isResync: true, isFinalize: true }),
      P,
      'D8',
      'DN',
      day(8),
    ],
    // 'else DG Final if past DG and finalized, otherwise DG'
    ['after the IATF: DG', batch({ dias: day(10) }), P, 'DG', 'DG', null],
    [
      'past DG and finalized: DG Final',
      batch({ dias: day(10), pastDG: true, isFinalize: true }),
      P,
      'DG Final',
      'DGFinal',
      null,
    ],
    ['past DG but not finalized: still DG', batch({ dias: day(10), pastDG: true }), P, 'DG', 'DG', null],
    ['finalized but not past DG: still DG', batch({ dias: day(10), isFinalize: true }), P, 'DG', 'DG', null],
    [
      'resync after its IATF: DG',
      batch({ dias: day(10), isResync: true, isFinalize: true }),
      P,
      'DG',
      'DG',
      null,
    ],
    ['unknown dias label: nothing left, DG', batch({ dias: UNKNOWN_DAY }), P, 'DG', 'DG', null],
  ])('%s', (_, b, p, label, route, dayId) => {
    expect(nextManagement(b, p, lookup)).toEqual({ label, route, day: dayId });
  });

  it('reads null flags (older records) as false', () => {
    const b = { dias: day(0), isResync: null, isPrecoce: null, isFinalize: null, pastDG: null };
    expect(nextManagement(b, P, lookup).route).toBe('DN');
  });

  it('labels a day the lists do not know with an empty text rather than inventing one', () => {
    const ghosts = protocol([0, IMPLANT], ['ghost-1', REMOVAL], ['ghost-2', IATF]);
    expect(nextManagement(batch({ dias: day(0) }), ghosts, lookup)).toEqual({
      label: '',
      route: 'DN',
      day: 'ghost-1',
    });
  });
});

describe('managementPath', () => {
  it.each<[ManagementRoute, string[], string]>([
    ['IATF', ['a'], '/IATF/a'],
    ['DGRessinc', ['a', 'b'], '/DGRessinc/a;b'],
    ['DN', ['a'], '/DN/a'],
    ['D0IATF', ['a'], '/D0IATF/a'],
    ['DGFinal', ['a'], '/DGFinal/a'],
    ['DG', ['a', 'b', 'c'], '/DG/a;b;c'],
    ['D0Resync', ['a'], '/D0Resync/a'],
    ['D0', ['a'], '/D0/a'],
  ])('%s %j → %s', (route, ids, path) => {
    expect(managementPath(route, ids)).toBe(path);
  });
});
