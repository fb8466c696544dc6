import type { Touro } from '@gestar/domain/entities/bull';
import type { FarmOrOwnerContext } from '@gestar/domain/permissions/can';
import { farmContext } from '@gestar/domain/permissions/farm-access';
import { isListedBull } from '@gestar/domain/rules/bulls';
import { compareText } from '@gestar/domain/rules/sorting';
import { useLiveQuery } from 'dexie-react-hooks';
import { fazendaRepository, fazendaUsuarioRepository, touroRepository } from '../../local-db/repositories.ts';

/** A farm's permission context, or null when the farm is not on this device. */
async function farmContextOf(fazendaId: string | null) {
  if (!fazendaId) return null;
  const [farm, links] = await Promise.all([
    fazendaRepository.getById(fazendaId),
    fazendaUsuarioRepository.getByRelation('idFazenda', fazendaId),
  ]);
  return farm ? { farm, context: farmContext(farm, links) } : null;
}

/** Who may change a bull or its lots: the farm's people for a farm's bull, else its owner (can.ts). */
export async function bullPermission(
  bull: Pick<Touro, 'fazendaId' | 'usuarioId'>,
): Promise<FarmOrOwnerContext> {
  const found = await farmContextOf(bull.fazendaId);
  return {
    farm: found?.context ?? (bull.fazendaId ? { ownerId: null, linkedUserIds: [] } : null),
    ownerId: bull.usuarioId,
  };
}

const byName = (a: Touro, b: Touro) => compareText(a.nome, b.nome);

/** /farms/{id}/bulls: the farm and its listed bulls (spec §7 filter). undefined while loading. */
export function useFarmBulls(farmId: string | undefined) {
  return useLiveQuery(async () => {
    const found = await farmContextOf(farmId ?? null);
    if (!found || !farmId) return null;
    const bulls = await touroRepository.getByRelation('fazendaId', farmId);
    return {
      farm: found.farm,
      permission: { farm: found.context, ownerId: null } satisfies FarmOrOwnerContext,
      bulls: bulls.filter(isListedBull).sort(byName),
    };
  }, [farmId]);
}

/** Every listed bull on the device with the name of its farm (null: the user's own catalogue). */
export function useAllBulls() {
  return useLiveQuery(async () => {
    const [bulls, farms] = await Promise.all([touroRepository.get(), fazendaRepository.get()]);
    const names = new Map(farms.map((farm) => [farm.id, farm.nome]));
    const listed = bulls.filter(isListedBull).sort(byName);
    return Promise.all(
      listed.map(async (bull) => ({
        bull,
        farmName: bull.fazendaId ? (names.get(bull.fazendaId) ?? null) : null,
        permission: await bullPermission(bull),
      })),
    );
  }, []);
}
