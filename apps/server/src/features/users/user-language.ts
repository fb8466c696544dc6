import type { UserLanguageRequest } from '@gestar/domain/entities/user-language';
import { isLocale, type Locale } from '@gestar/domain/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The language `usuarioId` chose, or null when she never chose one. */
export async function userLanguage(executor: Kysely<Database>, usuarioId: string): Promise<Locale | null> {
  const row = await executor
    .selectFrom('user_languages')
    .select('idioma')
    .where('usuarioId', '=', usuarioId)
    .executeTakeFirst();
  return isLocale(row?.idioma) ? row.idioma : null;
}

/** Keeps `usuarioId`'s choice (one row per person, the last choice wins). */
export async function saveUserLanguage(
  executor: Kysely<Database>,
  usuarioId: string,
  { idioma }: UserLanguageRequest,
  at = new Date(),
): Promise<void> {
  const updatedAt = at.toISOString();
  await executor
    .insertInto('user_languages')
    .values({ usuarioId, idioma, updatedAt })
    .onConflict((conflict) => conflict.column('usuarioId').doUpdateSet({ idioma, updatedAt }))
    .execute();
}
