import type { PullKey } from '@gestar/domain/entities/registry';
import type { GestarDb } from '../../local-db/database.ts';
import { getMeta } from '../../local-db/meta.ts';
import { createRepository } from '../../local-db/repository.ts';
import { FARM_TABLES, type Row, walkFarm } from '../../sync/farm-removal.ts';
import {
  type BackupData,
  type BackupFarm,
  type BackupOthers,
  type BackupRecord,
  FARM_FILE_KEYS,
  type FarmFileKey,
  OTHERS_FILES,
} from './backup-structure.ts';

// Deleted records and unsynced edits are part of the backup: it exists for what the server may not have yet.
const ALL = { includeDeleted: true } as const;

/** Everything of one downloaded farm on this device (one read snapshot), or null when the farm is not stored. */
async function collectFarm(db: GestarDb, farmId: string): Promise<BackupFarm | null> {
  // The repository's relation read: one getAll per parent, fast on a 1,000-cow batch.
  const read = (key: PullKey, field: string, values: string[]) =>
    createRepository(db.entityTable(key)).getByRelation(field as never, values, ALL) as Promise<Row[]>;
  const rows = await db.transaction('r', FARM_TABLES, () => walkFarm(farmId, read));
  const fazenda = rows.get('fazendas')?.[0];
  if (!fazenda) return null;
  const files: Partial<Record<FarmFileKey, BackupRecord[]>> = {};
  for (const key of FARM_FILE_KEYS) files[key] = rows.get(key) ?? [];
  return { fazenda, ...(files as Record<FarmFileKey, BackupRecord[]>) };
}

/** Reads the backup of spec §9 from the device database: each downloaded farm, then the 'Outros' records. */
export async function collectBackupData(db: GestarDb): Promise<BackupData> {
  const downloaded = await getMeta(db, 'downloadedFarmIds');
  const farms: BackupFarm[] = [];
  for (const farmId of downloaded) {
    const farm = await collectFarm(db, farmId);
    if (farm) farms.push(farm);
  }
  const others = await Promise.all(
    OTHERS_FILES.map(async (key) => [key, await db.table<BackupRecord, string>(key).toArray()] as const),
  );
  const rejected = await db.rejected.toArray();
  return {
    farms,
    others: {
      ...(Object.fromEntries(others) as Omit<BackupOthers, 'rejeitados'>),
      rejeitados: rejected.filter((row) => row.resolvedAt === null),
    },
  };
}
