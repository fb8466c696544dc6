import { describe, expect, it } from 'vitest';
import { compareVersions, shouldShowWhatsNew } from './whats-new.ts';

describe('compareVersions', () => {
  it.each([
    ['v2.2.4', 'v2.2.4', 0],
    ['v2.2.3', 'v2.2.4', -1],
    ['v2.2.4', 'v2.2.3', 1],
    ['2.2.4', 'v2.2.4', 0],
    ['v2.10.0', 'v2.9.9', 1],
    ['v2.2', 'v2.2.0', 0],
    ['v1.9.12', 'v2.0.0', -1],
    ['junk', 'v0.0.0', 0],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('shouldShowWhatsNew (current v2.2.4)', () => {
  it.each([
    ['first install: nothing stored', null, false],
    ['same version already seen', 'v2.2.4', false],
    ['updated from v2.2.3', 'v2.2.3', true],
    ['updated from v2.1.9', 'v2.1.9', true],
    ['downgraded from v2.3.0', 'v2.3.0', false],
  ] as const)('%s → %s', (_case, seen, expected) => {
    expect(shouldShowWhatsNew(seen, 'v2.2.4')).toBe(expected);
  });
});
