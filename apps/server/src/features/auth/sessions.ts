import type { LoginResponse } from '@gestar/domain/entities/login-response';
import type { Role } from '@gestar/domain/entities/role';
import { TERMS_NOT_ACCEPTED, USER_DELETED, USER_WITHOUT_PROFILE } from '@gestar/domain/messages/auth';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { allAccepted, termFlags } from '../terms/acceptance.ts';
import type { UserRow } from '../users/queries.ts';
import { userLanguage } from '../users/user-language.ts';
import type { PasswordHasher } from './passwords.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import type { TokenSigner } from './tokens.ts';

export type AuthServices = { db: Db; hasher: PasswordHasher; signer: TokenSigner };

/** Refuses a session to a deleted user or one without a role (spec §8 login titles). */
export function assertMaySignIn(user: UserRow, roles: readonly Role[]): void {
  if (user.isDeleted) throw new HttpError(403, USER_DELETED());
  if (roles.length === 0) throw new HttpError(403, USER_WITHOUT_PROFILE());
}

/**
 * Issues an access token and a refresh token (a new family for a login, the same family for a rotation) and
 * answers the spec §3 login response. With a term pending the token is still issued, but it only opens the
 * terms calls (see requireUser) and `title` says why.
 */
export async function openSession(
  services: AuthServices,
  user: UserRow,
  roles: Role[],
  refresh: { executor?: Kysely<Database>; familyId?: string } = {},
): Promise<LoginResponse> {
  // Inside a transaction every query must use it: SQLite has one connection, held by the transaction.
  const executor = refresh.executor ?? services.db.kysely;
  const flags = await termFlags(executor, user.id);
  const termsAccepted = allAccepted(flags);
  const refreshToken = await issueRefreshToken(executor, user.id, refresh.familyId);
  const token = services.signer.sign({
    sub: user.id,
    email: user.email ?? '',
    roles: roles.map((role) => role.id),
    terms: termsAccepted,
    fam: refreshToken.familyId,
  });
  return {
    id: user.id,
    token,
    refreshToken: refreshToken.token,
    email: user.email,
    cpf: user.cpf,
    nomeCompleto: user.nomeCompleto ?? '',
    zoetisId: user.zoetisId,
    roles,
    ...flags,
    title: termsAccepted ? null : TERMS_NOT_ACCEPTED(),
    idioma: await userLanguage(executor, user.id),
  };
}
