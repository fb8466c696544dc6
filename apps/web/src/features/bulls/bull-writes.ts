import type { Touro } from '@gestar/domain/entities/bull';
import { bullIdsToDelete } from '@gestar/domain/rules/bulls';
import type { BullFormValues } from '@gestar/domain/rules/forms/bull-form';
import { changedFields } from '@gestar/domain/rules/forms/changed-fields';
import { localDb } from '../../local-db/database.ts';
import { iatfRepository, partidaRepository, touroRepository } from '../../local-db/repositories.ts';

/** The fields a copy shares with its original (spec §3: copies point back through touroOriginalId). */
export type BullFields = Pick<
  Touro,
  'nome' | 'cod_Touro' | 'raca' | 'central' | 'centralValue' | 'observacao' | 'partida'
>;

export function bullFields(values: BullFormValues): BullFields {
  return {
    nome: values.nome ?? '',
    cod_Touro: values.cod_Touro,
    raca: values.raca,
    central: values.central,
    centralValue: values.centralValue,
    observacao: values.observacao,
    partida: values.partida,
  };
}

/** A new bull: of a farm, or of the user's own catalogue (fazendaId null). */
export async function createBull(
  fields: BullFields,
  owner: { fazendaId: string | null; usuarioId: string },
): Promise<Touro> {
  return touroRepository.post({ ...fields, ...owner });
}

/**
 * Edits a bull and its farm copies, so every farm's semen lists name it the same. Only the fields changed
 * from `before` (what the form loaded) are written, so a field another device edited meanwhile is kept.
 */
export async function updateBull(bullId: string, before: BullFields, after: BullFields): Promise<void> {
  const patch = changedFields(before, after);
  if (Object.keys(patch).length === 0) return;
  await localDb.transaction('rw', localDb.touros, async () => {
    const copies = await touroRepository.getByRelation('touroOriginalId', bullId);
    await touroRepository.update(bullId, patch);
    for (const copy of copies) await touroRepository.update(copy.id, patch);
  });
}

/**
 * IATFs on this device that used the bull, a copy of it or one of their semen lots (spec §5: such a bull
 * cannot be deleted). Only downloaded farms' IATFs are on the device; the server holds the rest.
 */
export async function countBullIatfs(bullId: string): Promise<number> {
  const bulls = await touroRepository.getByRelation('touroOriginalId', bullId);
  const ids = bullIdsToDelete(bullId, bulls);
  const lots = await partidaRepository.getByRelation('touroId', ids);
  const [byBull, byLot] = await Promise.all([
    iatfRepository.getByRelation('touroId', ids),
    iatfRepository.getByRelation(
      'partidaId',
      lots.map((lot) => lot.id),
    ),
  ]);
  return new Set([...byBull, ...byLot].map((iatf) => iatf.id)).size;
}

/** Spec §7: deleting a bull also deletes its copies; their semen lots go with them. */
export async function deleteBull(bullId: string): Promise<void> {
  await localDb.transaction('rw', [localDb.touros, localDb.partidas], async () => {
    const ids = bullIdsToDelete(bullId, await touroRepository.getByRelation('touroOriginalId', bullId));
    for (const lot of await partidaRepository.getByRelation('touroId', ids)) {
      await partidaRepository.delete(lot.id);
    }
    for (const id of ids) await touroRepository.delete(id);
  });
}
