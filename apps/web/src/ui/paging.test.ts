import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageWindow } from './paging.ts';

describe('pageWindow', () => {
  it('uses the spec page size of 10 rows', () => {
    expect(PAGE_SIZE).toBe(10);
  });

  it.each([
    // total, requested page, page, start, end, pageCount, label
    [0, 0, 0, 0, 0, 1, '0-0 de 0'],
    [7, 0, 0, 0, 7, 1, '1-7 de 7'],
    [10, 0, 0, 0, 10, 1, '1-10 de 10'],
    [11, 1, 1, 10, 11, 2, '11-11 de 11'],
    [25, 1, 1, 10, 20, 3, '11-20 de 25'],
    [25, 2, 2, 20, 25, 3, '21-25 de 25'],
    // The list shrank under the user: the last page with rows is shown.
    [12, 5, 1, 10, 12, 2, '11-12 de 12'],
    [5, -3, 0, 0, 5, 1, '1-5 de 5'],
  ])(
    'total %i, page %i → page %i rows [%i, %i) of %i pages, label %s',
    (total, requested, page, start, end, pageCount, label) => {
      expect(pageWindow(total, requested)).toEqual({ page, start, end, pageCount, label });
    },
  );

  it('accepts another page size (domain lists use 20)', () => {
    expect(pageWindow(45, 2, 20)).toEqual({
      page: 2,
      start: 40,
      end: 45,
      pageCount: 3,
      label: '41-45 de 45',
    });
  });
});
