import { IMPORT_BATCH_CHANGED, IMPORT_UPLOAD_FAILED } from '@gestar/domain/messages/exports';
import { ApiError } from '../../api/errors.ts';

/**
 * What a failed preview or apply tells the user: the file's problems one by one (400 `{title, errors}`, nothing
 * written), the batch changed since the preview (409), or one message (a batch reserved by another user: 409) — the server's own title for a refusal
 * (403, 404), IMPORT_UPLOAD_FAILED when the file did not get through (network, time-out, 5xx).
 */
export type ImportFailure =
  | { kind: 'errors'; messages: string[] }
  | { kind: 'batch-changed'; message: string }
  | { kind: 'message'; message: string };

function errorList(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { errors } = body as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

export function importFailure(error: unknown): ImportFailure {
  if (!(error instanceof ApiError) || error.status >= 500)
    return { kind: 'message', message: IMPORT_UPLOAD_FAILED() };
  const messages = errorList(error.body);
  // A 409 may also carry a list: records the server refused while applying (then nothing was written).
  if ((error.status === 400 || error.status === 409) && messages.length > 0)
    return { kind: 'errors', messages };
  // Another 409 is the batch reserved by someone else, told by its own title.
  if (error.status === 409 && (error.title === undefined || error.title === IMPORT_BATCH_CHANGED()))
    return { kind: 'batch-changed', message: IMPORT_BATCH_CHANGED() };
  return { kind: 'message', message: error.title ?? IMPORT_UPLOAD_FAILED() };
}
