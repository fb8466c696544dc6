import { describe, expect, it } from 'vitest';
import { coverSeasonDates } from './reports.ts';

describe('coverSeasonDates', () => {
  it.each<[string, string | null, string | null, string]>([
    ["the farm's season", '2026-10-01', '2027-02-28', '01/10/2026 a 28/02/2027'],
    ['a farm without season dates: the current year (spec §2)', null, null, '01/01/2026 a 31/12/2026'],
    ['only a start: the current year', '2026-10-01', null, '01/01/2026 a 31/12/2026'],
    ['only an end: the current year', null, '2027-02-28', '01/01/2026 a 31/12/2026'],
  ])('%s', (_case, start, end, expected) => {
    expect(coverSeasonDates(start, end, 2026)).toBe(expected);
  });
});
