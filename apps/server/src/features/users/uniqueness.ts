import { CPF_TAKEN, EMAIL_TAKEN } from '@gestar/domain/messages/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * E-mail and CPF identify a login, so no two live users share one (deleted users free theirs). Run inside
 * the writing transaction after `lockRevisions`, so two concurrent writers cannot both pass.
 */
export async function assertUniqueLogin(
  trx: Kysely<Database>,
  values: { email: string | null; cpf: string | null },
  exceptId?: string,
): Promise<void> {
  const taken = async (column: 'email' | 'cpf', value: string) => {
    let query = trx.selectFrom('usuarios').select('id').where(column, '=', value).where('isDeleted', '=', 0);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };
  if (values.email !== null && (await taken('email', values.email))) throw new HttpError(409, EMAIL_TAKEN());
  if (values.cpf !== null && (await taken('cpf', values.cpf))) throw new HttpError(409, CPF_TAKEN());
}
