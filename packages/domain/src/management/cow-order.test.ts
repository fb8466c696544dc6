import { describe, expect, it } from 'vitest';
import { compareCowsByRegistration } from './cow-order.ts';

const T1 = '2026-11-01T10:00:00.000Z';
const T2 = '2026-11-01T10:00:01.000Z';

describe('cows of a batch in registration order', () => {
  it.each([
    [
      'earlier registration first',
      [
        { id: 'b', created: T2, codVaca: '1' },
        { id: 'a', created: T1, codVaca: '9' },
      ],
      ['a', 'b'],
    ],
    [
      'same instant: ID1 by value, not as text',
      [
        { id: 'x', created: T1, codVaca: '3010' },
        { id: 'y', created: T1, codVaca: '3002' },
        { id: 'z', created: T1, codVaca: '30011' },
      ],
      ['y', 'x', 'z'],
    ],
    [
      'same instant and ID1: ID2',
      [
        { id: 'p', created: T1, codVaca: null, codLeitorBastao: 'BR-2' },
        { id: 'q', created: T1, codVaca: null, codLeitorBastao: 'BR-10' },
      ],
      ['p', 'q'],
    ],
    [
      'nothing else tells them apart: the id',
      [
        { id: 'k2', created: T1, codVaca: '7' },
        { id: 'k1', created: T1, codVaca: '7' },
      ],
      ['k1', 'k2'],
    ],
  ])('%s', (_, cows, expected) => {
    expect([...cows].sort(compareCowsByRegistration).map((cow) => cow.id)).toEqual(expected);
  });
});
