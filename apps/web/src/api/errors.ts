/**
 * Errors the one HTTP client throws. Screens tell them apart with `instanceof` and pick the pt-BR text of
 * spec §8 for each; the engine treats every `OfflineError` (time-outs included) as "no network".
 */

export type OfflineReason = 'offline' | 'network' | 'timeout';

/** No connection: the browser says it is offline, the request failed to reach the server, or it timed out. */
export class OfflineError extends Error {
  override readonly name: string = 'OfflineError';
  readonly reason: OfflineReason;

  constructor(reason: OfflineReason, options?: { cause?: unknown }) {
    // Spec §8: a time-out is reported as 'TIMEOUT' and treated like any other network error.
    super(reason === 'timeout' ? 'TIMEOUT' : 'Sem conexão com o servidor', options);
    this.reason = reason;
  }
}

/** The server answered with a status the caller has to handle (400 validation, 403, 404, 409, 5xx…). */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  /** The server's `title` or `mensagem`, already pt-BR, when it sent one. */
  readonly title: string | undefined;
  readonly body: unknown;

  constructor(status: number, title: string | undefined, body: unknown) {
    super(title ?? `HTTP ${status}`);
    this.status = status;
    this.title = title;
    this.body = body;
  }
}

/** The refresh token was refused because the password changed on another device (server title 'Senha incorreta!'). */
export class PasswordChangedError extends Error {
  override readonly name: string = 'PasswordChangedError';

  constructor() {
    super('Senha incorreta!');
  }
}

/** The session cannot be renewed: the user must log in again. Text of spec §8. */
export class SessionExpiredError extends Error {
  override readonly name: string = 'SessionExpiredError';

  constructor() {
    super('Your session token has expired');
  }
}
