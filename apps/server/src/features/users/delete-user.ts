import { USER_ACTION_FORBIDDEN } from '@gestar/domain/messages/server';
import { can } from '@gestar/domain/permissions/can';
import { HttpError } from '../../http/errors.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens.ts';
import { subjectOf, visibleTarget } from './target-user.ts';
import { softDeleteUserRecord } from './user-records.ts';
import type { UserServices } from './user-services.ts';

/**
 * DELETE /api/Account/{id}: soft delete (the user's records on farms stay; devices pull the deletion). Their
 * sessions end; the next login answers 'Usuario deletado!'.
 */
export async function deleteUser(services: UserServices, actor: AuthUser, id: string): Promise<void> {
  const target = await visibleTarget(services, actor, id);
  if (!can(actor, 'user.delete', subjectOf(target))) throw new HttpError(403, USER_ACTION_FORBIDDEN());
  await services.db.kysely.transaction().execute(async (trx) => {
    await softDeleteUserRecord(trx, id, actor.id);
    await revokeUserRefreshTokens(trx, id, 'deleted');
  });
}
