import { isAdmin, type Role } from '@gestar/domain/entities/role';
import type { Usuario } from '@gestar/domain/entities/user';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { UsuariosTable } from '../../db/schema-sync.ts';

export type UserRow = Selectable<UsuariosTable>;

/** A user on the wire: the `Usuario` entity plus the server revision devices keep as `_rev`. */
export type UsuarioWire = Usuario & { rev: number };

export function toUsuario(row: UserRow, roles: Role[]): UsuarioWire {
  return {
    id: row.id,
    created: row.created,
    updated: row.updated,
    isDeleted: Boolean(row.isDeleted),
    priority: Boolean(row.priority),
    nomeCompleto: row.nomeCompleto ?? '',
    email: row.email,
    cpf: row.cpf,
    estado: row.estado,
    municipio: row.municipio,
    zoetisId: row.zoetisId,
    createdByUserId: row.createdByUserId,
    superiorId: row.superiorId,
    roles,
    rev: Number(row.rev),
  };
}

/**
 * The roles of each user, from `user_roles` (the authority for logins and permissions; also the `roles` of
 * pulled users). Pass the transaction when inside one: SQLite has a single connection, held by it.
 */
export async function rolesByUser(
  db: Kysely<Database>,
  usuarioIds: readonly string[],
): Promise<Map<string, Role[]>> {
  const unique = [...new Set(usuarioIds)];
  const result = new Map<string, Role[]>(unique.map((id) => [id, []]));
  // Chunks keep each query under SQLite's bound-parameter limit.
  for (let start = 0; start < unique.length; start += 900) {
    const rows = await db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.roleId')
      .select(['ur.usuarioId', 'r.id', 'r.name', 'r.description'])
      .where('ur.usuarioId', 'in', unique.slice(start, start + 900))
      .orderBy('r.name')
      .execute();
    for (const row of rows) {
      result.get(row.usuarioId)?.push({ id: row.id, name: row.name, description: row.description });
    }
  }
  return result;
}

export async function findUserRow(db: Db, id: string): Promise<UserRow | undefined> {
  return db.kysely.selectFrom('usuarios').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The live (not deleted) user holding an e-mail address, compared case-insensitively. */
export async function findLiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.kysely
    .selectFrom('usuarios')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
}

export type Viewer = { id: string; roles: readonly Role[] };

/**
 * Users a caller may see (spec §6 "users see the users of their farms"): administrators everyone; others
 * themselves, the users they created, and the owners and linked users of the farms they own or are linked to.
 * Deleted users are left out (devices still receive the deletion through sync).
 */
export async function listVisibleUsers(db: Db, viewer: Viewer, onlyId?: string): Promise<UsuarioWire[]> {
  let query = db.kysely.selectFrom('usuarios as u').selectAll('u').where('u.isDeleted', '=', 0);
  if (onlyId !== undefined) query = query.where('u.id', '=', onlyId);
  if (!isAdmin(viewer)) {
    const k = db.kysely;
    const myFarms = k
      .selectFrom('fazendas as f')
      .select('f.id')
      .where('f.isDeleted', '=', 0)
      .where((eb) =>
        eb.or([
          eb('f.usuarioId', '=', viewer.id),
          eb(
            'f.id',
            'in',
            k
              .selectFrom('fazenda_usuarios as mine')
              .select('mine.idFazenda')
              .where('mine.idUsuario', '=', viewer.id)
              .where('mine.isDeleted', '=', 0),
          ),
        ]),
      );
    query = query.where((eb) =>
      eb.or([
        eb('u.id', '=', viewer.id),
        eb('u.createdByUserId', '=', viewer.id),
        eb(
          'u.id',
          'in',
          k
            .selectFrom('fazenda_usuarios as link')
            .select('link.idUsuario')
            .where('link.isDeleted', '=', 0)
            .where('link.idFazenda', 'in', myFarms),
        ),
        eb(
          'u.id',
          'in',
          k.selectFrom('fazendas as owned').select('owned.usuarioId').where('owned.id', 'in', myFarms),
        ),
      ]),
    );
  }
  const rows = await query.orderBy('u.nomeCompleto').execute();
  const roles = await rolesByUser(
    db.kysely,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toUsuario(row, roles.get(row.id) ?? []));
}
