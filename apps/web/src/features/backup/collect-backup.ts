import type { GestarDb } from '../../local-db/database.ts';
import { getMeta } from '../../local-db/meta.ts';
import { createRepository } from '../../local-db/repository.ts';
import type { BackupData, BackupFarm } from './backup-structure.ts';

// Deleted records and unsynced edits are part of the backup: it exists for what the server may not have yet.
const ALL = { includeDeleted: true } as const;

/** Everything of one downloaded farm on this device, or null when the farm itself is not stored. */
async function collectFarm(db: GestarDb, farmId: string): Promise<BackupFarm | null> {
  const fazenda = await createRepository(db.fazendas).getById(farmId, ALL);
  if (!fazenda) return null;
  const retiros = await createRepository(db.retiros).getByRelation('fazendaId', farmId, ALL);
  const lotes = await createRepository(db.lotes).getByRelation(
    'retiroId',
    retiros.map((retiro) => retiro.id),
    ALL,
  );
  const loteIds = lotes.map((lote) => lote.id);
  const [d0s, dns, iatfs, fazendaUsuarios] = await Promise.all([
    createRepository(db.d0s).getByRelation('loteId', loteIds, ALL),
    createRepository(db.dns).getByRelation('loteId', loteIds, ALL),
    createRepository(db.iatfs).getByRelation('loteId', loteIds, ALL),
    createRepository(db.fazendaUsuarios).getByRelation('idFazenda', farmId, ALL),
  ]);
  return {
    fazenda,
    retiros,
    lotes,
    d0s,
    dns,
    iatfs,
    fazendaUsuarios,
  };
}

/** Reads the backup of spec §9 from the device database: each downloaded farm, then the 'Outros' records. */
export async function collectBackupData(db: GestarDb): Promise<BackupData> {
  const downloaded = await getMeta(db, 'downloadedFarmIds');
  const farms: BackupFarm[] = [];
  for (const farmId of downloaded) {
    const farm = await collectFarm(db, farmId);
    if (farm) farms.push(farm);
  }
  const [protocolos, touros, partidas, rejected] = await Promise.all([
    createRepository(db.protocolos).get(ALL),
    createRepository(db.touros).get(ALL),
    createRepository(db.partidas).get(ALL),
    db.rejected.toArray(),
  ]);
  return {
    farms,
    others: {
      protocolos,
      touros,
      partidas,
      rejeitados: rejected.filter((row) => row.resolvedAt === null),
    },
  };
}
