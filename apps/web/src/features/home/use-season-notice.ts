import type { Actor } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import { useState } from 'react';
import { type SeasonNoticeStore, shouldShowSeasonNotice } from './season-notice.ts';
import type { HomeData } from './use-home-data.ts';

/** The notice of a new breeding season (once per season and user, until acknowledged). */
export function useSeasonNotice(user: Actor & { id: string }, data: HomeData, store: SeasonNoticeStore) {
  const [seenSeason, setSeenSeason] = useState(() => store.get(user.id));
  const season = data.current;
  // On a first login the seasons arrive with the first pull: the notice opens then.
  const open =
    data.loaded && shouldShowSeasonNotice({ currentSeasonId: season?.id ?? null, seenSeasonId: seenSeason });
  const acknowledge = () => {
    if (!season) return;
    store.set(user.id, season.id);
    setSeenSeason(season.id);
  };
  return { open, season: season?.valor ?? '', canStartSeason: can(user, 'season.start'), acknowledge };
}
