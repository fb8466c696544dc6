import { describe, expect, it } from 'vitest';
import { canAcceptTerm, hasReadEnough, scrollProgress, TERMS_UNLOCK_RATIO } from './terms-scroll.ts';

describe('scrollProgress', () => {
  it('unlocks at the spec 90 %', () => {
    expect(TERMS_UNLOCK_RATIO).toBe(0.9);
  });

  it.each([
    // scrollTop, clientHeight, scrollHeight, progress, read enough
    [0, 400, 2000, 0.2, false],
    [1300, 400, 2000, 0.85, false],
    [1399, 400, 2000, 0.8995, false],
    [1400, 400, 2000, 0.9, true],
    [1600, 400, 2000, 1, true],
    // Overscroll (rubber-band on phones) never exceeds 100 %.
    [1700, 400, 2000, 1, true],
    // A short text that fits the box needs no scrolling.
    [0, 400, 300, 1, true],
    [0, 400, 400, 1, true],
    // Not laid out yet.
    [0, 0, 0, 1, true],
  ])('top %i, view %i, height %i → %f', (scrollTop, clientHeight, scrollHeight, progress, enough) => {
    const box = { scrollTop, clientHeight, scrollHeight };
    expect(scrollProgress(box)).toBeCloseTo(progress, 4);
    expect(hasReadEnough(box)).toBe(enough);
  });
});

describe('canAcceptTerm', () => {
  it.each([
    [false, false, false, false],
    [true, false, false, false],
    [false, true, false, false],
    [true, true, false, true],
    [true, true, true, false],
  ])('read %s, ticked %s, busy %s → %s', (read, ticked, busy, expected) => {
    expect(canAcceptTerm(read, ticked, busy)).toBe(expected);
  });
});
