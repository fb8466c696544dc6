import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/queries.ts';

export type LoginAccount = { user: UserRow; passwordHash: string | null };

/**
 * The account a login names, by e-mail or CPF. A live user wins over a deleted one holding the same address,
 * so a deleted account never blocks a new one; a deleted one is returned only when no live one exists, so its
 * owner hears 'Usuario deletado!' instead of a wrong-password message.
 */
export async function findLoginAccount(
  db: Db,
  login: { email: string | null; cpf: string | null },
): Promise<LoginAccount | undefined> {
  let query = db.kysely
    .selectFrom('usuarios as u')
    .leftJoin('credentials as c', 'c.usuarioId', 'u.id')
    .selectAll('u')
    .select('c.passwordHash');
  if (login.email !== null) query = query.where('u.email', '=', login.email.trim().toLowerCase());
  else if (login.cpf !== null) query = query.where('u.cpf', '=', login.cpf);
  else return undefined;
  const row = await query
    .orderBy('u.isDeleted', 'asc')
    .orderBy('u.created', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const { passwordHash, ...user } = row;
  return { user, passwordHash: passwordHash ?? null };
}
