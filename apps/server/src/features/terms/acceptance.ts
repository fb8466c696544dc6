import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type TermFlags = { termoCookie: boolean; termoPrivacy: boolean; termoUso: boolean };

/**
 * Which of the active (highest-version) terms the user has accepted. A new version of a term therefore asks
 * everyone again. A type with no term at all has nothing to accept.
 */
export async function termFlags(db: Kysely<Database>, usuarioId: string): Promise<TermFlags> {
  const rows = await db
    .selectFrom('termos as t')
    .select(['t.tipo', 't.id'])
    .where('t.versao', '=', (eb) =>
      eb
        .selectFrom('termos as latest')
        .select(sql<number>`max(latest.versao)`.as('v'))
        .whereRef('latest.tipo', '=', 't.tipo'),
    )
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('termo_aceites as a')
            .select('a.id')
            .whereRef('a.termoId', '=', 't.id')
            .where('a.usuarioId', '=', usuarioId),
        )
        .as('accepted'),
    )
    .execute();
  const accepted = (tipo: string) => {
    const row = rows.find((r) => r.tipo === tipo);
    return row === undefined || Boolean(row.accepted);
  };
  return { termoCookie: accepted('C'), termoPrivacy: accepted('P'), termoUso: accepted('U') };
}

export function allAccepted(flags: TermFlags): boolean {
  return flags.termoCookie && flags.termoPrivacy && flags.termoUso;
}
