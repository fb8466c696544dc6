import type { Partida } from '@gestar/domain/entities/partida';
import type { Actor } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import { farmContext } from '@gestar/domain/permissions/farm-access';
import { rootBullId } from '@gestar/domain/rules/bulls';
import { compareText } from '@gestar/domain/rules/sorting';
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '../../local-db/database.ts';
import { getMeta } from '../../local-db/meta.ts';
import {
  fazendaRepository,
  fazendaUsuarioRepository,
  loteRepository,
  partidaRepository,
  retiroRepository,
  touroRepository,
} from '../../local-db/repositories.ts';
import { bullPermission } from './use-bulls.ts';

export type BullPartida = { lot: Partida; fazendaIds: string[] };

/**
 * The partidas page's data: the bull (a copy stands for its original), its lots with the farms each was
 * copied to, the device's farms (writable: the user may copy lots there — spec: the user's farms) and, opened
 * from a management screen, the farms of its batches (chosen by default). null when the bull is not on the
 * device.
 */
export function useBullPartidas(bullId: string | undefined, batchIds: readonly string[], user: Actor | null) {
  const batchKey = batchIds.join(';');
  return useLiveQuery(async () => {
    const opened = bullId ? await touroRepository.getById(bullId) : undefined;
    if (!opened) return null;
    const bull = (await touroRepository.getById(rootBullId(opened))) ?? opened;
    const [permission, roots, farms, links, lotes, downloadedIds] = await Promise.all([
      bullPermission(bull),
      partidaRepository.getByRelation('touroId', bull.id),
      fazendaRepository.get(),
      fazendaUsuarioRepository.get(),
      Promise.all(batchIds.map((id) => loteRepository.getById(id))),
      getMeta(localDb, 'downloadedFarmIds'),
    ]);
    const downloaded = new Set(downloadedIds);
    const originals = roots.filter((lot) => lot.partidaOriginalId === null);
    const copies = await partidaRepository.getByRelation(
      'partidaOriginalId',
      originals.map((lot) => lot.id),
    );
    const lots: BullPartida[] = originals
      .map((lot) => ({
        lot,
        fazendaIds: [
          ...(lot.fazendaId ? [lot.fazendaId] : []),
          ...copies
            .filter((copy) => copy.partidaOriginalId === lot.id && copy.fazendaId)
            .map((copy) => String(copy.fazendaId)),
        ],
      }))
      .sort((a, b) => (b.lot.created ?? '').localeCompare(a.lot.created ?? ''));
    const choices = farms
      .map((farm) => ({
        id: farm.id,
        nome: farm.nome,
        // Only downloaded farms are offered: a farm merely listed on home has none of its
        // data here. One a lot is already in still shows, ticked and fixed, so saving never drops its copy.
        writable:
          downloaded.has(farm.id) &&
          can(user, 'partida.write', { farm: farmContext(farm, links), ownerId: null }),
      }))
      .sort((a, b) => compareText(a.nome, b.nome));
    const writable = choices.filter((farm) => farm.writable);
    const retiros = await Promise.all(
      lotes.map((lote) => (lote ? retiroRepository.getById(lote.retiroId) : undefined)),
    );
    // Ticked for a new lot: the farm the page was opened from (the farm bull's, or its copy's), and the farms of
    // the management screen's batches.
    const openedFrom = opened.fazendaId ?? bull.fazendaId;
    const batchFarms = writable
      .filter((farm) => farm.id === openedFrom || retiros.some((retiro) => retiro?.fazendaId === farm.id))
      .map((farm) => farm.id);
    return {
      bull,
      permission,
      lots,
      farms: choices,
      farmNames: new Map(farms.map((farm) => [farm.id, farm.nome])),
      batchFarms,
    };
    // batchKey stands for batchIds: a new array with the same ids does not re-query.
  }, [bullId, batchKey, user]);
}
