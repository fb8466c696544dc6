import { NULL_REFERENCE_ERROR, USER_DELETED, USER_WITHOUT_PROFILE } from '@gestar/domain/messages/auth';
import { REQUEST_FAILED, UNKNOWN_ERROR } from '@gestar/domain/messages/common';
import { PAGE_LOAD_FAILED } from '@gestar/domain/messages/navigation';
import { ApiError, OfflineError } from '../../api/errors.ts';

/** What the login screen does next after the server (or the network) answered. */
export type LoginProblem =
  /** 'Usuario não possui perfil': profile dialog, then reload. */
  | { kind: 'no-profile' }
  /** 'Usuario deletado!': 'Usuário excluído' dialog, then reload. */
  | { kind: 'deleted' }
  /** No network: the offline copy of the credential is the only way in. */
  | { kind: 'offline' }
  /** Any other server title, shown as is; `reload` for the server fault the spec reloads after. */
  | { kind: 'message'; message: string; reload: boolean };

/** Turns what a login call threw into the screen's next step (spec §8 login titles). */
export function loginProblemOf(error: unknown): LoginProblem {
  if (error instanceof OfflineError) return { kind: 'offline' };
  if (error instanceof ApiError) {
    if (error.title === USER_WITHOUT_PROFILE()) return { kind: 'no-profile' };
    if (error.title === USER_DELETED()) return { kind: 'deleted' };
    if (error.title === NULL_REFERENCE_ERROR())
      return { kind: 'message', message: error.title, reload: true };
    if (error.title) return { kind: 'message', message: error.title, reload: false };
    return {
      kind: 'message',
      message: error.status >= 500 ? REQUEST_FAILED() : UNKNOWN_ERROR(),
      reload: false,
    };
  }
  // A new version was deployed and this page's chunks are gone from the server: reloading picks it up.
  if (error instanceof TypeError && /dynamically imported module|module script failed/i.test(error.message)) {
    return { kind: 'message', message: PAGE_LOAD_FAILED(), reload: true };
  }
  return { kind: 'message', message: UNKNOWN_ERROR(), reload: false };
}
