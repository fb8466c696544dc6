import type { TermType } from '@gestar/domain/entities/term';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The active version of a term: the highest one. */
export async function activeTerm(db: Kysely<Database>, tipo: TermType) {
  return db
    .selectFrom('termos')
    .selectAll()
    .where('tipo', '=', tipo)
    .orderBy('versao', 'desc')
    .limit(1)
    .executeTakeFirst();
}
