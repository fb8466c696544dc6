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
 * Writes only what the user changed since the form loaded: the edited fields (so the record's `_changed` names
 * only those, and a sync merge keeps another device's value of any other field) and the responsáveis added or
 * removed (untouched links are not written). 'Possui Retiro?' is never changed here: it is fixed after creation.
 */
export async function updateFarm(
  farmId: string,
  patch: Partial<FarmRecordFields>,
  responsibles: { added: readonly string[]; removed: readonly string[] },
): Promise<void> {
  const { retiro: _fixed, ...editable } = patch;
  await localDb.transaction('rw', tables(), async () => {
    if (Object.keys(editable).length > 0) await fazendaRepository.update(farmId, editable);
    const links = await fazendaUsuarioRepository.getByRelation('idFazenda', farmId);
    for (const link of links) {
      if (responsibles.removed.includes(link.idUsuario)) await fazendaUsuarioRepository.delete(link.id);
    }
    // A link another device made meanwhile is not made twice.
    const linked = new Set(links.map((link) => link.idUsuario));
    for (const idUsuario of new Set(responsibles.added)) {
      if (!linked.has(idUsuario)) await fazendaUsuarioRepository.post({ idFazenda: farmId, idUsuario });
    }
  });
}

export async function deleteFarm(farmId: string): Promise<void> {
  await fazendaRepository.delete(farmId);
}
