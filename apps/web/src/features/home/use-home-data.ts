import { domainTypeId } from '@gestar/domain/lists/domain-ids';
import { createDomainLookup } from '@gestar/domain/lists/lookup';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { type GestarDb, localDb } from '../../local-db/database.ts';
import { getMeta } from '../../local-db/meta.ts';
import { createRepository } from '../../local-db/repository.ts';
import type { FarmRow } from './farm-rows.ts';
import { toFarmRows } from './farm-rows.ts';
import type { RejectedEntry } from './rejected-records.ts';
import { currentSeason, type SeasonOption, seasonOptions } from './seasons.ts';

export type HomeData = {
  loaded: boolean;
  rows: FarmRow[];
  seasons: SeasonOption[];
  current: SeasonOption | null;
  lastSyncAt: string | null;
  lastForcedSyncAt: string | null;
  rejected: RejectedEntry[];
};

type Snapshot = Omit<HomeData, 'loaded' | 'rows' | 'current'> & {
  farms: Parameters<typeof toFarmRows>[0]['farms'];
  downloadedIds: string[];
};

async function readSnapshot(db: GestarDb, showDeleted: boolean): Promise<Snapshot> {
  const [farms, seasonValues, downloadedIds, lastSyncAt, lastForcedSyncAt, rejected] = await Promise.all([
    createRepository(db.fazendas).get({ includeDeleted: showDeleted }),
    createRepository(db.valorDominios).getByRelation('tipoDominioId', domainTypeId('estacaoMonta')),
    getMeta(db, 'downloadedFarmIds'),
    getMeta(db, 'lastSyncAt'),
    getMeta(db, 'lastForcedSyncAt'),
    db.rejected.toArray(),
  ]);
  return {
    farms,
    seasons: seasonOptions(seasonValues),
    downloadedIds,
    lastSyncAt,
    lastForcedSyncAt,
    rejected,
  };
}

/** Everything home shows, live from the device database (re-renders when a sync writes). */
export function useHomeData(
  downloadingIds: ReadonlySet<string>,
  db: GestarDb = localDb,
  /** Administrators see deleted farms too (spec §6). */
  showDeleted = false,
): HomeData {
  const snapshot = useLiveQuery(() => readSnapshot(db, showDeleted), [db, showDeleted]);
  return useMemo(() => {
    if (!snapshot) {
      return {
        loaded: false,
        rows: [],
        seasons: [],
        current: null,
        lastSyncAt: null,
        lastForcedSyncAt: null,
        rejected: [],
      };
    }
    const lookup = createDomainLookup(snapshot.seasons);
    const rows = toFarmRows({
      farms: snapshot.farms,
      seasons: lookup,
      downloadedIds: new Set(snapshot.downloadedIds),
      downloadingIds,
      showDeleted,
    });
    return {
      loaded: true,
      rows,
      seasons: snapshot.seasons,
      current: currentSeason(snapshot.seasons),
      lastSyncAt: snapshot.lastSyncAt,
      lastForcedSyncAt: snapshot.lastForcedSyncAt,
      rejected: snapshot.rejected,
    };
  }, [snapshot, downloadingIds, showDeleted]);
}
