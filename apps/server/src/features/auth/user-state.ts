import type { Db } from '../../db/database.ts';
import { coalescedReader } from '../../db/latest-rev.ts';

type UserState = { deleted: boolean; roleIds: ReadonlySet<string> };

/**
 * Whether an access token's user may still act with the roles it names: a user deleted or demoted since the
 * token was issued is refused on the next request (issue 11 item 10), on every node. Each node keeps every
 * user's deletion flag and roles in memory and catches up by revision: a user change (roles included)
 * always takes a new revision, so a request costs the shared read of the committed revision and, only when
 * it moved, one indexed query for the users written since. Nothing node-local decides, so several nodes
 * over one PostgreSQL agree.
 */
export function userStateWatcher(db: Db): (userId: string, roleIds: readonly string[]) => Promise<boolean> {
  const latestRev = coalescedReader(db.committedRev);
  const states = new Map<string, UserState>();
  let appliedRev = -1;
  let catchingUp: Promise<void> | undefined;

  const catchUp = async (target: number): Promise<void> => {
    const from = appliedRev;
    const users = await db.kysely
      .selectFrom('usuarios')
      .select(['id', 'isDeleted'])
      .where('rev', '>', from)
      .execute();
    const roles = new Map<string, Set<string>>();
    for (let start = 0; start < users.length; start += 900) {
      const ids = users.slice(start, start + 900).map((user) => user.id);
      const rows = await db.kysely
        .selectFrom('user_roles')
        .select(['usuarioId', 'roleId'])
        .where('usuarioId', 'in', ids)
        .execute();
      for (const row of rows)
        roles.set(row.usuarioId, (roles.get(row.usuarioId) ?? new Set()).add(row.roleId));
    }
    for (const user of users) {
      states.set(user.id, { deleted: Boolean(user.isDeleted), roleIds: roles.get(user.id) ?? new Set() });
    }
    appliedRev = Math.max(appliedRev, target);
  };

  return async (userId, roleIds) => {
    const rev = await latestRev();
    // One catch-up at a time; a request waits for the one covering the revision it read.
    while (appliedRev < rev) {
      if (!catchingUp) {
        catchingUp = catchUp(rev).finally(() => {
          catchingUp = undefined;
        });
      }
      await catchingUp;
    }
    const state = states.get(userId);
    if (!state || state.deleted) return false;
    return roleIds.every((id) => state.roleIds.has(id));
  };
}
