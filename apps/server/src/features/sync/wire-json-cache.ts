/**
 * The wire JSON (wire-json.ts) of recently pulled cows and events, kept by this node. A record a vet pushes is
 * pulled by every device of every vet on its farm (some fifty to seventy-five of them at consultancy scale), each
 * within half a minute of the others: writing its JSON once instead of on every poll is most of a poll's database
 * time (1,000 cows: 8 ms of JSON in PostgreSQL against 1 ms reading their ids).
 *
 * A text is good for exactly one version of a row: it is kept under the row's id with the revision it was written
 * at and the SQL that wrote it. Every write of a row gives it a new revision (revision.ts), and revisions are
 * never issued twice, not even across a restore (restore-check.ts), so a text found at the revision a snapshot
 * reads is that row's text in that snapshot. A migration that adds a column changes the SQL (read from the
 * catalogue on every pull), so no text written before it is used after it. A new epoch (a restore) forgets them
 * all (forgetWireJson): the restored database may hold other versions under revisions this node saw.
 */
export class WireJsonCache {
  private readonly entries = new Map<string, { rev: number; text: string; expression: string }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(table: string, id: string, rev: number, expression: string): string | undefined {
    const key = `${table}\u0000${id}`;
    const entry = this.entries.get(key);
    if (entry === undefined || entry.rev !== rev || entry.expression !== expression) return undefined;
    // Most recently used last: the oldest go first when the cache is full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.text;
  }

  set(table: string, id: string, rev: number, expression: string, text: string): void {
    const key = `${table}\u0000${id}`;
    this.remove(key);
    // Two bytes a character (V8's strings are one or two; the bound is what matters), the key counted as well.
    const size = 2 * (key.length + text.length);
    if (size > this.maxBytes) return;
    this.entries.set(key, { rev, text, expression });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Bytes held (an estimate, as the bound is). */
  get size(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= 2 * (key.length + entry.text.length);
  }
}

/** Wire JSON kept by a node for polls: at most this many bytes. */
const WIRE_JSON_CACHE_BYTES = 64 * 1024 * 1024;
const caches = new WeakMap<object, WireJsonCache>();

/** The cache of the node serving `db` (one per database handle, so per node and per test server). */
export function wireJsonCacheOf(db: object): WireJsonCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new WireJsonCache(WIRE_JSON_CACHE_BYTES);
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets every text kept for `db`: its database is not the history they were written from. */
export function forgetWireJson(db: object): void {
  caches.delete(db);
}
