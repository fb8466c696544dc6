/** Spec §2: OK of the breeding-season notice unlocks after a 5 s countdown. */
export const SEASON_NOTICE_COUNTDOWN_S = 5;

/** Per user: kept apart from the local database, which logout clears (the notice is once per season). */
export function seasonNoticeKey(userId: string): string {
  return `gestar.season-notice.${userId}`;
}

export type SeasonNoticeContext = {
  currentSeasonId: string | null;
  /** The season this user already acknowledged on this device. */
  seenSeasonId: string | null;
};

/**
 * Spec §2 announces the season on home to everyone, from the first login on: once per season, user and
 * device, whatever the role and whichever farms the device holds (a new user has none yet).
 */
export function shouldShowSeasonNotice({ currentSeasonId, seenSeasonId }: SeasonNoticeContext): boolean {
  return currentSeasonId !== null && seenSeasonId !== currentSeasonId;
}

export type SeasonNoticeStore = {
  get: (userId: string) => string | null;
  set: (userId: string, seasonId: string) => void;
};

export const localSeasonNoticeStore: SeasonNoticeStore = {
  get: (userId) => {
    try {
      return localStorage.getItem(seasonNoticeKey(userId));
    } catch {
      return null;
    }
  },
  set: (userId, seasonId) => {
    try {
      localStorage.setItem(seasonNoticeKey(userId), seasonId);
    } catch {
      // Storage unavailable (private mode): the notice may show again next time, nothing worse.
    }
  },
};
