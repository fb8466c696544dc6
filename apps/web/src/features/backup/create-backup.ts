import type { GestarDb } from '../../local-db/database.ts';
import { backupEntries, backupFileName } from './backup-structure.ts';
import { zipEntries } from './backup-zip.ts';
import { collectBackupData } from './collect-backup.ts';

export type BackupFile = { fileName: string; bytes: Uint8Array; farmCount: number };

/** The BACKUP archive of spec §9, built from the device database only (works offline). */
export async function createBackup(db: GestarDb, now: Date = new Date()): Promise<BackupFile> {
  const data = await collectBackupData(db);
  return {
    fileName: backupFileName(now),
    bytes: zipEntries(backupEntries(data), now),
    farmCount: data.farms.length,
  };
}
