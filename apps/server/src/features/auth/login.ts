import type { LoginRequest, LoginResponse } from '@gestar/domain/entities/login-response';
import { INVALID_CREDENTIALS } from '@gestar/domain/messages/navigation';
import { HttpError } from '../../http/errors.ts';
import { rolesByUser } from '../users/queries.ts';
import { findLoginAccount } from './login-account.ts';
import { type AuthServices, assertMaySignIn, openSession } from './sessions.ts';

/**
 * POST /api/Authentication/Login. The password is checked before anything about the account is revealed:
 * an unknown login and a wrong password get the same answer after the same work.
 */
export async function login(services: AuthServices, request: LoginRequest): Promise<LoginResponse> {
  const account = await findLoginAccount(services.db, request);
  if (!account?.passwordHash) {
    await services.hasher.verifyNothing(request.password);
    throw new HttpError(401, INVALID_CREDENTIALS());
  }
  if (!(await services.hasher.verify(account.passwordHash, request.password))) {
    throw new HttpError(401, INVALID_CREDENTIALS());
  }
  const roles = (await rolesByUser(services.db.kysely, [account.user.id])).get(account.user.id) ?? [];
  assertMaySignIn(account.user, roles);
  return openSession(services, account.user, roles);
}
