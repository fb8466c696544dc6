import { describe, expect, it } from 'vitest';
import { parseResetLink } from './reset-link.ts';

describe('parseResetLink', () => {
  it.each([
    ['?email=ana%40gestar.local&token=abc', { email: 'ana@gestar.local', token: 'abc', invite: false }],
    [
      '?email=ana%40gestar.local&token=abc&invite=1',
      { email: 'ana@gestar.local', token: 'abc', invite: true },
    ],
    [
      '?email=ana%40gestar.local&token=abc&invite=true',
      { email: 'ana@gestar.local', token: 'abc', invite: true },
    ],
    [
      '?email=ana%40gestar.local&token=abc&invite=0',
      { email: 'ana@gestar.local', token: 'abc', invite: false },
    ],
    [
      '?email=ana%40gestar.local&token=abc&invite=',
      { email: 'ana@gestar.local', token: 'abc', invite: false },
    ],
    ['?email=Ana%40Gestar.Local&token=a+b', { email: 'ana@gestar.local', token: 'a b', invite: false }],
    ['?email=ana%40gestar.local', null],
    ['?token=abc', null],
    ['', null],
  ])('%s → %j', (search, expected) => {
    expect(parseResetLink(search)).toEqual(expected);
  });
});
