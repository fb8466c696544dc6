import { REQUEST_FAILED } from '@gestar/domain/messages/common';
import { CANNOT_PERFORM_ACTION, NO_INTERNET } from '@gestar/domain/messages/offline';
import { ApiError, OfflineError } from '../api/errors.ts';

/** A dialog's title and text. */
export type Notice = { title: string; message: string };

/** Spec §8 offline pair: an online-only action (user administration, a sync, a download) tried without a connection. */
export function offlineNotice(): Notice {
  return { title: CANNOT_PERFORM_ACTION(), message: NO_INTERNET() };
}

/** Field messages of a 400 body (`errors: ['email: E-mail invalido!']`), without the field prefix. */
function fieldMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { errors } = body as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.replace(/^[\w.]+: /, ''));
}

/** A failed call under `title` (spec §8 'Erro ao inserir usuário' with the server's title), or the offline pair. */
export function failureNotice(error: unknown, title: string): Notice {
  // A time-out reached the server or a slow link: 'no internet' would be wrong.
  if (error instanceof OfflineError && error.reason === 'timeout')
    return { title, message: REQUEST_FAILED() };
  if (error instanceof OfflineError) return offlineNotice();
  if (error instanceof ApiError) {
    const details = fieldMessages(error.body);
    return { title, message: details.length > 0 ? details.join(' ') : (error.title ?? REQUEST_FAILED()) };
  }
  return { title, message: REQUEST_FAILED() };
}
