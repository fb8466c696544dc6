import { newId } from '@gestar/domain/entities/common';
import type { Role } from '@gestar/domain/entities/role';
import type { Transaction } from 'kysely';
import { allocateRevs } from '../../db/revision.ts';
import type { Database } from '../../db/schema.ts';

// Low-level writes of the `usuarios` row and its roles. Every change takes a new revision in the caller's
// transaction so devices pull it; roles count as part of the user record.

export type UserProfile = {
  nomeCompleto: string;
  email: string | null;
  cpf: string | null;
  estado: string | null;
  municipio: string | null;
  zoetisId: string | null;
  superiorId: string | null;
};

export type NewUserRecord = UserProfile & {
  id?: string;
  createdByUserId: string | null;
  roles: readonly Role[];
};

export async function insertUserRecord(
  trx: Transaction<Database>,
  input: NewUserRecord,
  actorId: string | null,
): Promise<string> {
  const id = input.id ?? newId();
  const now = new Date().toISOString();
  const rev = await allocateRevs(trx, 1);
  await trx
    .insertInto('usuarios')
    .values({
      id,
      created: now,
      updated: now,
      isDeleted: 0,
      priority: 0,
      rev,
      lastModifiedBy: actorId,
      nomeCompleto: input.nomeCompleto,
      email: input.email,
      cpf: input.cpf,
      estado: input.estado,
      municipio: input.municipio,
      zoetisId: input.zoetisId,
      createdByUserId: input.createdByUserId,
      superiorId: input.superiorId,
    })
    .execute();
  await replaceRoles(trx, id, input.roles);
  return id;
}

/** Applies a profile and/or role change as one new revision of the user. */
export async function updateUserRecord(
  trx: Transaction<Database>,
  id: string,
  change: { profile?: Partial<UserProfile>; roles?: readonly Role[] },
  actorId: string,
): Promise<void> {
  const rev = await allocateRevs(trx, 1);
  await trx
    .updateTable('usuarios')
    .set({ ...change.profile, rev, updated: new Date().toISOString(), lastModifiedBy: actorId })
    .where('id', '=', id)
    .execute();
  if (change.roles) await replaceRoles(trx, id, change.roles);
}

export async function softDeleteUserRecord(
  trx: Transaction<Database>,
  id: string,
  actorId: string,
): Promise<void> {
  const rev = await allocateRevs(trx, 1);
  await trx
    .updateTable('usuarios')
    .set({ isDeleted: 1, rev, updated: new Date().toISOString(), lastModifiedBy: actorId })
    .where('id', '=', id)
    .execute();
}

async function replaceRoles(
  trx: Transaction<Database>,
  usuarioId: string,
  roles: readonly Role[],
): Promise<void> {
  await trx.deleteFrom('user_roles').where('usuarioId', '=', usuarioId).execute();
  const unique = [...new Set(roles.map((role) => role.id))];
  if (unique.length > 0) {
    await trx
      .insertInto('user_roles')
      .values(unique.map((roleId) => ({ usuarioId, roleId })))
      .execute();
  }
}
