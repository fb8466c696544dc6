import { describe, expect, it } from 'vitest';
import { type SeasonNoticeContext, shouldShowSeasonNotice } from './season-notice.ts';

describe('shouldShowSeasonNotice', () => {
  it.each<[string, SeasonNoticeContext, boolean]>([
    [
      'a first login (nothing acknowledged on this device)',
      { currentSeasonId: 'c', seenSeasonId: null },
      true,
    ],
    ['already acknowledged for this season', { currentSeasonId: 'c', seenSeasonId: 'c' }, false],
    ['acknowledged for an earlier season only', { currentSeasonId: 'c', seenSeasonId: 'p' }, true],
    [
      'no current season known yet (before the first pull)',
      { currentSeasonId: null, seenSeasonId: null },
      false,
    ],
  ])('%s → %s', (_name, context, expected) => {
    expect(shouldShowSeasonNotice(context)).toBe(expected);
  });
});
