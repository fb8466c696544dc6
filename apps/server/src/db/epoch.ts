import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { currentRev } from './revision.ts';
import type { Database } from './schema.ts';

/**
 * The identity of a database's revision history. Revisions are sync cursors, so a database
 * restored from a backup reuses revisions its devices have already seen for other records. Giving the history
 * a new epoch at a restore tells every device: what you saw above `startRev` the server may lack — send it back,
 * then pull everything again. Stored in app_settings (migration 0004 creates the first one).
 */
export type Epoch = {
  epoch: string;
  startRev: number;
  /**
   * Each later epoch's parent and the parent's revision its history holds up to. A device that slept through two
   * restores knows only its own epoch; the revision it may trust is the fork from ITS epoch, not the newest one.
   */
  parents?: Readonly<Record<string, EpochLink>>;
};

export type EpochLink = { parent: string; startRev: number };

const EPOCH_KEY = 'sync.epoch';
const START_KEY = 'sync.epochStartRev';
const PARENTS_KEY = 'sync.epochParents';

export function parseParents(text: string | undefined): Record<string, EpochLink> {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, EpochLink>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The revision up to which a device of `deviceEpoch` can trust the current history to hold what it saw: above
 * it, the device sends its copy back. The current epoch's own start for a device of the parent epoch; for one of
 * an older ancestor, the fork from that ancestor (everything the first restored copy held survives in every
 * later one: rows are never removed); 0 (send everything back) for an epoch this history does not descend from.
 */
export function startRevFor(epoch: Epoch, deviceEpoch: string | null | undefined): number {
  const parents = epoch.parents ?? {};
  if (!deviceEpoch || deviceEpoch === epoch.epoch || Object.keys(parents).length === 0) return epoch.startRev;
  const seen = new Set<string>();
  for (let child = epoch.epoch; !seen.has(child); ) {
    seen.add(child);
    const link = parents[child];
    if (!link) break;
    if (link.parent === deviceEpoch) return link.startRev;
    child = link.parent;
  }
  return 0;
}

/** `epoch` as a device of `deviceEpoch` must hear it (its own start revision). */
export function epochFor(epoch: Epoch, deviceEpoch: string | null | undefined): Epoch {
  return { epoch: epoch.epoch, startRev: startRevFor(epoch, deviceEpoch) };
}

export async function readEpoch(kysely: Kysely<Database> | Transaction<Database>): Promise<Epoch> {
  const rows = await kysely
    .selectFrom('app_settings')
    .select(['key', 'value'])
    .where('key', 'in', [EPOCH_KEY, START_KEY, PARENTS_KEY])
    .execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const epoch = value(EPOCH_KEY);
  if (!epoch) throw new Error('app_settings has no sync.epoch: run the migrations first');
  return { epoch, startRev: Number(value(START_KEY) ?? 0), parents: parseParents(value(PARENTS_KEY)) };
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
  const current = await readEpoch(executor);
  const epoch = randomUUID();
  const next: Epoch = {
    epoch,
    startRev,
    parents: { ...current.parents, [epoch]: { parent: current.epoch, startRev } },
  };
  for (const [key, value] of [
    [EPOCH_KEY, next.epoch],
    [START_KEY, String(next.startRev)],
    [PARENTS_KEY, JSON.stringify(next.parents)],
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
    /** The epoch as the database holds it now (another node may have started one within the TTL). */
    async fresh(): Promise<Epoch> {
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
