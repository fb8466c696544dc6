import { REQUEST_FAILED } from '@gestar/domain/messages/common';
import { NO_INTERNET } from '@gestar/domain/messages/offline';
import { ApiError, OfflineError } from '../../api/errors.ts';

/** Field messages of a 400 body (`errors: ['password: A senha…']`), without the field prefix. */
function fieldMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { errors } = body as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.replace(/^[\w.]+: /, ''));
}

/** The pt-BR text to show for a failed call: the offline text, the server's own words, or the §8 fallback. */
export function apiErrorText(error: unknown, offlineText: string = NO_INTERNET()): string {
  // A time-out is not a missing connection: the spec's generic retry text.
  if (error instanceof OfflineError && error.reason === 'timeout') return REQUEST_FAILED();
  if (error instanceof OfflineError) return offlineText;
  if (error instanceof ApiError) {
    const details = fieldMessages(error.body);
    if (details.length > 0) return details.join(' ');
    if (error.title) return error.title;
  }
  return REQUEST_FAILED();
}
