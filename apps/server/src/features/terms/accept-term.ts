import { newId } from '@gestar/domain/entities/common';
import type { TermoAceitarResponse, TermType } from '@gestar/domain/entities/term';
import { TERM_NOT_FOUND } from '@gestar/domain/messages/server';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { activeTerm } from './queries.ts';

/**
 * Records that a user accepted the active version of a term, with the time and the address it came from
 * (LGPD art. 8: the controller must be able to prove consent). Accepting again changes nothing.
 */
export async function acceptTerm(
  db: Db,
  input: { usuarioId: string; tipo: TermType; ip: string },
): Promise<TermoAceitarResponse> {
  const termo = await activeTerm(db.kysely, input.tipo);
  if (!termo) throw new HttpError(404, TERM_NOT_FOUND());
  await db.kysely
    .insertInto('termo_aceites')
    .values({
      id: newId(),
      usuarioId: input.usuarioId,
      termoId: termo.id,
      tipo: termo.tipo,
      versao: termo.versao,
      aceitoEm: new Date().toISOString(),
      ip: input.ip.slice(0, 64),
    })
    .onConflict((oc) => oc.columns(['usuarioId', 'termoId']).doNothing())
    .execute();
  const acceptance = await db.kysely
    .selectFrom('termo_aceites')
    .select(['ip', 'termoId'])
    .where('usuarioId', '=', input.usuarioId)
    .where('termoId', '=', termo.id)
    .executeTakeFirstOrThrow();
  return { ip: acceptance.ip, termoID: acceptance.termoId };
}
