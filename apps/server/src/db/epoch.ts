import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { currentRev } from './revision.ts';
import type { Database } from './schema.ts';

/**
 * The identity of a database's revision history (issue 11 item 3). Revisions are sync cursors, so a database
 * restored from a backup reuses revisions its devices have already seen for other records. Giving the history
 * a new epoch at a restore tells every device: what you saw above `startRev` the server may lack — send it back,
 * then pull everything again. Stored in app_settings (migration 0004 creates the first one).
 */
export type Epoch = { epoch: string; startRev: number };

const EPOCH_KEY = 'sync.epoch';
const START_KEY = 'sync.epochStartRev';

export async function readEpoch(kysely: Kysely<Database>): Promise<Epoch> {
  const rows = await kysely
    .selectFrom('app_settings')
    .select(['key', 'value'])
    .where('key', 'in', [EPOCH_KEY, START_KEY])
    .execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const epoch = value(EPOCH_KEY);
  if (!epoch) throw new Error('app_settings has no sync.epoch: run the migrations first');
  return { epoch, startRev: Number(value(START_KEY) ?? 0) };
}

/**
 * Starts a new epoch. `startRev` is the last revision the restored history surely holds: by default the
 * counter now, which is right for a database just restored and not yet written to (the server stopped).
 */
export async function rotateEpoch(kysely: Kysely<Database>, startRev?: number): Promise<Epoch> {
  return kysely.transaction().execute(async (trx) => writeEpoch(trx, startRev ?? (await currentRev(trx))));
}

/** Writes a new epoch with `executor` (inside the caller's transaction when it is one). */
export async function writeEpoch(
  executor: Kysely<Database> | Transaction<Database>,
  startRev: number,
): Promise<Epoch> {
  const next = { epoch: randomUUID(), startRev };
  for (const [key, value] of [
    [EPOCH_KEY, next.epoch],
    [START_KEY, String(next.startRev)],
  ] as const) {
    await executor
      .insertInto('app_settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }
  return next;
}

/**
 * The epoch as the sync routes see it: read at most every `ttlMs` (a restore means a restart, and another node
 * that rotates is seen within the TTL), rotated through here so this node sees its own rotation at once.
 */
export function epochSource(kysely: Kysely<Database>, ttlMs = 5_000) {
  let cached: { value: Epoch; at: number } | undefined;
  return {
    async get(): Promise<Epoch> {
      if (cached && Date.now() - cached.at < ttlMs) return cached.value;
      const value = await readEpoch(kysely);
      cached = { value, at: Date.now() };
      return value;
    },
    /** Inside a transaction pass it as `executor`: on SQLite a second transaction would wait on the first. */
    async rotate(startRev: number, executor?: Transaction<Database>): Promise<Epoch> {
      const value = executor ? await writeEpoch(executor, startRev) : await rotateEpoch(kysely, startRev);
      cached = { value, at: Date.now() };
      return value;
    },
  };
}
