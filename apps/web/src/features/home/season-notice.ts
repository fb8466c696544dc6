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
  /** May start a breeding season (writers; the Cliente only reads). */
  canStartSeason: boolean;
  /** Season ids of the user's live farms on this device. */
  farmSeasonIds: readonly (string | null)[];
};

/**
 * The notice announces the new season so farms get moved to it: it shows once per season, to users who may
 * start one and still have a farm of another season on the device.
 */
export function shouldShowSeasonNotice(context: SeasonNoticeContext): boolean {
  const { currentSeasonId, seenSeasonId, canStartSeason, farmSeasonIds } = context;
  if (currentSeasonId === null || seenSeasonId === currentSeasonId || !canStartSeason) return false;
  return farmSeasonIds.some((season) => season !== null && season !== currentSeasonId);
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
