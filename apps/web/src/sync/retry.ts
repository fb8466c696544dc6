import { ApiError, OfflineError } from '../api/errors.ts';

/** Failures a second attempt may cure: a dropped connection, a time-out, a server error. */
export function isTransient(error: unknown): boolean {
  if (error instanceof OfflineError) return error.reason !== 'offline';
  return error instanceof ApiError && error.status >= 500;
}

/** Spec §8: a failed send or fetch is retried once. */
export async function retryOnce<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isTransient(error)) throw error;
    return attempt();
  }
}
