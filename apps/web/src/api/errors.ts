import { SESSION_EXPIRED, WRONG_PASSWORD } from '@gestar/domain/messages/auth';
import { TIMEOUT_ERROR } from '@gestar/domain/messages/common';
import { SERVER_OFFLINE } from '@gestar/domain/messages/navigation';

/**
 * Errors the one HTTP client throws. Screens tell them apart with `instanceof` and pick the text of spec §8 for
 * each, in the language the person reads; the engine treats every `OfflineError` (time-outs included) as
 * "no network".
 */

export type OfflineReason = 'offline' | 'network' | 'timeout';

/** No connection: the browser says it is offline, the request failed to reach the server, or it timed out. */
export class OfflineError extends Error {
  override readonly name: string = 'OfflineError';
  readonly reason: OfflineReason;

  constructor(reason: OfflineReason, options?: { cause?: unknown }) {
    // Spec §8: a time-out is reported as 'TIMEOUT' and treated like any other network error.
    super(reason === 'timeout' ? TIMEOUT_ERROR() : SERVER_OFFLINE(), options);
    this.reason = reason;
  }
}

/** The server answered with a status the caller has to handle (400 validation, 403, 404, 409, 5xx…). */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  /** The server's `title` or `mensagem`, in the language the app asked for, when it sent one. */
  readonly title: string | undefined;
  readonly body: unknown;

  constructor(status: number, title: string | undefined, body: unknown) {
    super(title ?? `HTTP ${status}`);
    this.status = status;
    this.title = title;
    this.body = body;
  }
}

/** The refresh token was refused because the password changed on another device (server title WRONG_PASSWORD). */
export class PasswordChangedError extends Error {
  override readonly name: string = 'PasswordChangedError';

  constructor() {
    super(WRONG_PASSWORD());
  }
}

/** The session cannot be renewed: the user must log in again. Text of spec §8. */
export class SessionExpiredError extends Error {
  override readonly name: string = 'SessionExpiredError';

  constructor() {
    super(SESSION_EXPIRED());
  }
}
