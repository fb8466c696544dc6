// Who gets a file read, and when. A read takes a worker thread, most of a CPU core and up to
// ~250 MB for a few seconds, so a server reads a few files at a time (the next ones wait in a short queue), a
// user has one file being read at a time, and a user sends at most IMPORT_RATE files in 10 minutes — counted in the
// database, so across every node. Over any of these the answer is a 429 with its reason.
import { availableParallelism } from 'node:os';
import {
  IMPORT_ALREADY_READING,
  IMPORT_SERVER_BUSY,
  IMPORT_TOO_FREQUENT,
} from '@gestar/domain/messages/exports';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { createRateLimiter, type Limit } from '../../http/rate-limiter.ts';

/** One core stays with the main thread, which answers every other request while files are read. */
export const PARALLEL_READS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Files waiting for a reader: at ~2 s a read, a few seconds' wait at most in normal use. */
export const QUEUED_READS = 8;
/**
 * A preview and an apply per file, and corrections in between: far above what a person sends in 10 minutes,
 * while one account sending the worst file nonstop gets a reader ~15 % of the time.
 */
export const IMPORT_RATE: Limit = { max: 40, timeWindow: 10 * 60_000 };

export type ImportGate = {
  /**
   * Waits for a reader for `userId`'s file (429 when the user or the server is over a limit); the returned
   * function gives it back, once the file's worker has ended.
   */
  enter(userId: string): Promise<() => void>;
};

export function createImportGate(
  db: Db,
  options: { parallel?: number; queued?: number; rate?: Limit } = {},
): ImportGate {
  const parallel = options.parallel ?? PARALLEL_READS;
  const queued = options.queued ?? QUEUED_READS;
  const rate = options.rate ?? IMPORT_RATE;
  const limiter = createRateLimiter(db);
  const reading = new Set<string>();
  let running = 0;
  const waiting: (() => void)[] = [];

  async function acquire(): Promise<void> {
    if (running < parallel) {
      running++;
      return;
    }
    if (waiting.length >= queued) throw new HttpError(429, IMPORT_SERVER_BUSY());
    // The slot is handed over by release(), so nobody arriving meanwhile can take it first.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async enter(userId) {
      if (reading.has(userId)) throw new HttpError(429, IMPORT_ALREADY_READING());
      reading.add(userId);
      try {
        try {
          await limiter.check([{ limit: rate, key: `import:${userId}` }]);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 429)
            throw new HttpError(429, IMPORT_TOO_FREQUENT());
          throw error;
        }
        await acquire();
      } catch (error) {
        reading.delete(userId);
        throw error;
      }
      let left = false;
      return () => {
        if (left) return;
        left = true;
        release();
        reading.delete(userId);
      };
    },
  };
}
