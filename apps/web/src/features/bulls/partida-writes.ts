import type { Partida } from '@gestar/domain/entities/partida';
import { bullInFarm, planPartidaCopies } from '@gestar/domain/rules/bulls';
import { partidaInstant } from '@gestar/domain/rules/forms/partida-form';
import { localDb } from '../../local-db/database.ts';
import { partidaRepository, touroRepository } from '../../local-db/repositories.ts';

export type PartidaInput = {
  /** 'YYYY-MM-DD' outside code mode. */
  data: string | null;
  codigo: string | null;
  codeMode: boolean;
  fazendaIds: readonly string[];
};

/** A lot is named by its date (stored +5 h, spec §5) and maybe a code, or in code mode by its code alone. */
function partidaFields(input: PartidaInput): Pick<Partida, 'data' | 'codigo'> {
  if (input.codeMode) return { data: null, codigo: input.codigo?.trim() || null };
  return { data: input.data ? partidaInstant(input.data) : null, codigo: input.codigo?.trim() || null };
}

/**
 * Creates or edits a semen lot of `rootBullId` (spec §3): one original without farm (partidaOriginal) and one
 * copy per chosen farm (partidaOriginalId → original). A farm's copy points to the bull's record in that
 * farm, made here when missing, because the farm's other users pull the farm and not this user's catalogue.
 * Returns the original's id.
 */
export async function savePartida(
  rootBullId: string,
  lotId: string | null,
  input: PartidaInput,
): Promise<string> {
  const fields = partidaFields(input);
  return localDb.transaction('rw', [localDb.touros, localDb.partidas], async () => {
    const root = await touroRepository.getById(rootBullId);
    if (!root) throw new Error(`bull ${rootBullId} is not on this device`);
    const current = lotId ? await partidaRepository.getById(lotId) : undefined;
    const original = current
      ? await partidaRepository.update(current.id, fields)
      : await partidaRepository.post({
          ...fields,
          partidaOriginal: true,
          fazendaId: null,
          touroId: root.id,
        });
    const copies = await partidaRepository.getByRelation('partidaOriginalId', original.id);
    const plan = planPartidaCopies(copies, input.fazendaIds, original.fazendaId);
    for (const id of plan.remove) await partidaRepository.delete(id);
    for (const id of plan.keep) await partidaRepository.update(id, fields);
    for (const fazendaId of plan.create) {
      const bulls = await touroRepository.getByRelation('touroOriginalId', root.id);
      const touroId =
        bullInFarm(root, fazendaId, bulls) ??
        (
          await touroRepository.post({
            nome: root.nome,
            cod_Touro: root.cod_Touro,
            raca: root.raca,
            central: root.central,
            centralValue: root.centralValue,
            observacao: root.observacao,
            partida: root.partida,
            fazendaId,
            usuarioId: root.usuarioId,
            touroOriginalId: root.id,
          })
        ).id;
      await partidaRepository.post({
        ...fields,
        partidaOriginal: false,
        partidaOriginalId: original.id,
        fazendaId,
        touroId,
      });
    }
    return original.id;
  });
}

/** Deletes a lot with its farm copies. */
export async function deletePartida(lotId: string): Promise<void> {
  await localDb.transaction('rw', localDb.partidas, async () => {
    for (const copy of await partidaRepository.getByRelation('partidaOriginalId', lotId)) {
      await partidaRepository.delete(copy.id);
    }
    await partidaRepository.delete(lotId);
  });
}
