import { type Actor, isAdmin } from '@gestar/domain/permissions/actor';
import { canReadFarm } from '@gestar/domain/permissions/farm-access';
import type { LooseDb } from '../../db/rows.ts';
import { farmContextOf } from './authorize.ts';
import { hasRevAbove } from './pull-page.ts';
import { selectIn } from './scope.ts';

// Which farms a pulling device may read, and which it must drop.

/** Tables whose changes since the cursor may take a farm away from the device (removedFarms). */
export const ACCESS_TABLES = ['fazenda_usuarios', 'fazendas'] as const;

/** Farms a non-administrator may read: live farms they own or are linked to. */
export async function readableFarmIds(db: LooseDb, actor: Actor): Promise<string[]> {
  const rows = await db
    .selectFrom('fazendas')
    .select('id')
    .where('isDeleted', '=', 0)
    .where((eb) =>
      eb.or([
        eb('usuarioId', '=', actor.id),
        eb(
          'id',
          'in',
          eb
            .selectFrom('fazenda_usuarios')
            .select('idFazenda')
            .where('idUsuario', '=', actor.id)
            .where('isDeleted', '=', 0),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => String(row.id));
}

export async function farmContexts(db: LooseDb, actor: Actor, ids: readonly string[]) {
  const linked = new Set(
    (await selectIn(db, 'fazenda_usuarios', 'idFazenda', ids, ['idFazenda', 'idUsuario', 'isDeleted']))
      .filter((row) => row.idUsuario === actor.id && row.isDeleted !== true && row.isDeleted !== 1)
      .map((row) => String(row.idFazenda)),
  );
  const farms = await selectIn(db, 'fazendas', 'id', ids, ['id', 'usuarioId', 'isDeleted']);
  return farms.map((row) => ({
    id: String(row.id),
    context: farmContextOf(row, linked.has(String(row.id)), actor),
  }));
}

/** Splits the farms a device asked for into those it may read and those (existing) it may no longer read. */
export async function readableRequested(db: LooseDb, actor: Actor, ids: readonly string[]) {
  const readable = new Set<string>();
  for (const { id, context } of await farmContexts(db, actor, ids)) {
    if (canReadFarm(actor, context)) readable.add(id);
  }
  // A farm the caller may not read and one nobody holds are answered alike (both to be dropped), so the pull
  // never confirms that another farm's id exists.
  return { readable: [...readable], unreadable: ids.filter((id) => !readable.has(id)) };
}

/**
 * Farms to drop from the device: those it asked for and may no longer read, and those whose access changed
 * since its cursor (its link removed, the farm deleted) that it may no longer read.
 */
export async function removedFarms(
  db: LooseDb,
  actor: Actor,
  since: number,
  unreadable: readonly string[],
  highest: ReadonlyMap<string, number>,
) {
  if (isAdmin(actor)) return [...unreadable];
  const candidates = new Set<string>();
  const links = hasRevAbove(highest, 'fazenda_usuarios', since)
    ? await db
        .selectFrom('fazenda_usuarios')
        .select('idFazenda')
        .where('idUsuario', '=', actor.id)
        .where('rev', '>', since)
        .execute()
    : [];
  for (const link of links) candidates.add(String(link.idFazenda));
  const changedFarms = hasRevAbove(highest, 'fazendas', since)
    ? await db
        .selectFrom('fazendas')
        .select('id')
        .where('rev', '>', since)
        .where('isDeleted', '=', 1)
        .where((eb) =>
          eb.or([
            eb('usuarioId', '=', actor.id),
            eb(
              'id',
              'in',
              eb.selectFrom('fazenda_usuarios').select('idFazenda').where('idUsuario', '=', actor.id),
            ),
          ]),
        )
        .execute()
    : [];
  for (const farm of changedFarms) candidates.add(String(farm.id));
  const lost = (await farmContexts(db, actor, [...candidates]))
    .filter(({ context }) => !canReadFarm(actor, context))
    .map(({ id }) => id);
  return [...new Set([...unreadable, ...lost])];
}
