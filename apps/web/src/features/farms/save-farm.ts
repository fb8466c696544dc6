import { DEFAULT_RETIRO_NAME } from '@gestar/domain/entities/corral';
import type { Fazenda } from '@gestar/domain/entities/farm';
import { localDb } from '../../local-db/database.ts';
import {
  fazendaRepository,
  fazendaUsuarioRepository,
  retiroRepository,
} from '../../local-db/repositories.ts';
import { adoptFarmsMadeHere } from '../../sync/hooks.ts';
import type { FarmRecordFields } from './farm-form-fields.ts';

// One IndexedDB transaction per save: a farm must never reach the push queue without its links or its
// DEFAULT retiro (a farm without retiros whose batches have nowhere to hang).
const tables = () => [localDb.fazendas, localDb.fazendaUsuarios, localDb.retiros, localDb.meta];

/** Spec §7 'New farm': post farm, then a farm-user per vet, then retiro DEFAULT when it has no retiros. */
export async function createFarm(
  fields: FarmRecordFields,
  ownerId: string,
  responsaveis: readonly string[],
): Promise<Fazenda> {
  return localDb.transaction('rw', tables(), async () => {
    const farm = await fazendaRepository.post({ ...fields, usuarioId: ownerId });
    for (const idUsuario of new Set(responsaveis)) {
      await fazendaUsuarioRepository.post({ idFazenda: farm.id, idUsuario });
    }
    if (!farm.retiro) await retiroRepository.post({ nome: DEFAULT_RETIRO_NAME, fazendaId: farm.id });
    await adoptFarmsMadeHere([farm.id]);
    return farm;
  });
}

/**
 * Saves the fields and, when the user may edit the list, links the added responsáveis and soft-deletes the
 * links of the removed ones ('Possui Retiro?' is never changed here: it is fixed after creation).
 */
export async function updateFarm(
  farmId: string,
  fields: FarmRecordFields,
  responsaveis: readonly string[] | null,
): Promise<void> {
  const { retiro: _fixed, ...editable } = fields;
  await localDb.transaction('rw', tables(), async () => {
    await fazendaRepository.update(farmId, editable);
    if (responsaveis === null) return;
    const links = await fazendaUsuarioRepository.getByRelation('idFazenda', farmId);
    const wanted = new Set(responsaveis);
    for (const link of links) {
      if (!wanted.has(link.idUsuario)) await fazendaUsuarioRepository.delete(link.id);
    }
    const linked = new Set(links.map((link) => link.idUsuario));
    for (const idUsuario of wanted) {
      if (!linked.has(idUsuario)) await fazendaUsuarioRepository.post({ idFazenda: farmId, idUsuario });
    }
  });
}

export async function deleteFarm(farmId: string): Promise<void> {
  await fazendaRepository.delete(farmId);
}
