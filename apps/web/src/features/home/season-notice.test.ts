import { describe, expect, it } from 'vitest';
import { type SeasonNoticeContext, shouldShowSeasonNotice } from './season-notice.ts';

const BASE: SeasonNoticeContext = {
  currentSeasonId: 'current',
  seenSeasonId: null,
  canStartSeason: true,
  farmSeasonIds: ['previous', 'current'],
};

describe('shouldShowSeasonNotice', () => {
  it.each<[string, Partial<SeasonNoticeContext>, boolean]>([
    ['a writer with a farm of an earlier season, not seen yet', {}, true],
    ['already acknowledged for this season', { seenSeasonId: 'current' }, false],
    ['acknowledged for an earlier season only', { seenSeasonId: 'previous' }, true],
    ['read-only user (Cliente)', { canStartSeason: false }, false],
    ['no current season in the list', { currentSeasonId: null }, false],
    ['every farm already in the current season', { farmSeasonIds: ['current', 'current'] }, false],
    ['farms without a season only', { farmSeasonIds: [null] }, false],
    ['no farm on the device', { farmSeasonIds: [] }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(shouldShowSeasonNotice({ ...BASE, ...change })).toBe(expected);
  });
});
