import type { Db } from '../../db/database.ts';
import { coalescedReader } from '../../db/latest-rev.ts';

type UserState = { deleted: boolean; roleIds: ReadonlySet<string> };

/**
 * Whether an access token may still act: its user deleted or demoted since it was issued, or its login family
 * ended (SAIR, a password change, a stolen refresh token: revoked_sessions), is refused on the next request
 * on every node. Each node keeps every
 * user's deletion flag and roles in memory and catches up by revision: a user change (roles included)
 * always takes a new revision, so a request costs the shared read of the committed revision and, only when
 * it moved, one indexed query for the users written since. Nothing node-local decides, so several nodes
 * over one PostgreSQL agree.
 */
export function userStateWatcher(
  db: Db,
): (userId: string, roleIds: readonly string[], familyId?: string) => Promise<boolean> {
  const latestRev = coalescedReader(db.committedRev);
  const states = new Map<string, UserState>();
  /** Revoked login families → when their last access token expires (ms); pruned as they pass. */
  const revokedFamilies = new Map<string, number>();
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
    const now = Date.now();
    const revoked = await db.kysely
      .selectFrom('revoked_sessions')
      .select(['familyId', 'expiresAt'])
      .where('rev', '>', from)
      .where('expiresAt', '>', now)
      .execute();
    for (const [familyId, expiresAt] of revokedFamilies)
      if (expiresAt <= now) revokedFamilies.delete(familyId);
    for (const row of revoked) revokedFamilies.set(row.familyId, Number(row.expiresAt));
    appliedRev = Math.max(appliedRev, target);
  };

  return async (userId, roleIds, familyId) => {
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
    if (familyId !== undefined && revokedFamilies.has(familyId)) return false;
    const state = states.get(userId);
    if (!state || state.deleted) return false;
    return roleIds.every((id) => state.roleIds.has(id));
  };
}
