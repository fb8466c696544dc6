import type { Role } from '@gestar/domain/entities/role';
import type { LooseDb } from '../../db/rows.ts';

/** The roles of each user (accounts tables), for the `roles` of pulled users. */
export async function rolesByUser(db: LooseDb, userIds: readonly string[]): Promise<Map<string, Role[]>> {
  const byUser = new Map<string, Role[]>();
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += 900) {
    const rows = await db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.roleId')
      .select([
        'user_roles.usuarioId as usuarioId',
        'roles.id as id',
        'roles.name as name',
        'roles.description as description',
      ])
      .where('user_roles.usuarioId', 'in', unique.slice(start, start + 900))
      .execute();
    for (const row of rows) {
      const usuarioId = String(row.usuarioId);
      const role: Role = {
        id: String(row.id),
        name: String(row.name),
        description: row.description === null ? null : String(row.description),
      };
      byUser.set(usuarioId, [...(byUser.get(usuarioId) ?? []), role]);
    }
  }
  return byUser;
}
