import type { OidcErrorCode } from '@gestar/domain/messages/oidc';
import type { Db } from '../../../db/database.ts';
import { lockRevisions } from '../../../db/revision.ts';
import { insertUserRecord } from '../../users/user-records.ts';
import type { ProviderClaims } from './provider-client.ts';

export type AccountOutcome = { usuarioId: string; registered: boolean } | { refused: OidcErrorCode };

/** The names the provider gave, as the user form keeps them: a full name, never empty. */
export function fullNameOf(claims: ProviderClaims, email: string): string {
  const joined = [claims.givenName, claims.familyName].filter(Boolean).join(' ');
  const name = claims.name ?? (joined !== '' ? joined : null) ?? email.split('@')[0] ?? email;
  return name.slice(0, 200);
}

/**
 * The Gestar user an organisation's identity signs in as:
 * - an identity already linked signs in as its user, whatever its e-mail is now at the provider;
 * - otherwise the provider must vouch for the e-mail (`email_verified`): an account holding that address is
 *   linked to the identity, and an unknown person is registered with the provider's names and e-mail, without a
 *   profile (the web page then shows the profile dialog) and without a password.
 * An e-mail the provider does not vouch for neither links nor registers: anyone who can type an address at some
 * provider would otherwise take over the Gestar account holding it, or squat the address before its owner came.
 */
export async function accountOfIdentity(
  db: Db,
  issuer: string,
  claims: ProviderClaims,
): Promise<AccountOutcome> {
  const linked = await linkedUser(db, issuer, claims.subject);
  if (linked) return { usuarioId: linked, registered: false };
  if (claims.email === null) return { refused: 'sem-email' };
  if (!claims.emailVerified) return { refused: 'email-nao-verificado' };
  const email = claims.email;

  return db.kysely.transaction().execute(async (trx) => {
    // Two first sign-ins of one person at once (two tabs) must not make two users: the second waits and links.
    await lockRevisions(trx, db.dialect);
    const raced = await trx
      .selectFrom('oidc_identities')
      .select('usuarioId')
      .where('issuer', '=', issuer)
      .where('subject', '=', claims.subject)
      .executeTakeFirst();
    if (raced) return { usuarioId: raced.usuarioId, registered: false };
    const holder = await trx
      .selectFrom('usuarios')
      .select('id')
      .where('email', '=', email)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    const usuarioId =
      holder?.id ??
      (await insertUserRecord(
        trx,
        {
          nomeCompleto: fullNameOf(claims, email),
          email,
          cpf: null,
          estado: null,
          municipio: null,
          zoetisId: null,
          superiorId: null,
          createdByUserId: null,
          roles: [],
        },
        null,
      ));
    await trx
      .insertInto('oidc_identities')
      .values({ issuer, subject: claims.subject, usuarioId, email, createdAt: new Date().toISOString() })
      .execute();
    return { usuarioId, registered: holder === undefined };
  });
}

async function linkedUser(db: Db, issuer: string, subject: string): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('oidc_identities')
    .select('usuarioId')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.usuarioId;
}
