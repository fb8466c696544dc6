import type { Table } from 'dexie';
import { DIRTY_STATUSES } from '../local-db/local-record.ts';
import type { StoredRecord } from './merge.ts';

// Up to this many records of a table in one page, their local versions are read by id at once: cheaper than
// anything that walks the table's keys. A poll brings a handful; only a download or a long catch-up brings more.
const DIRECT_READ_MAX = 500;

/**
 * Finds, for one pull, the local versions of the records its pages bring. Reading every id of a 5,000-record
 * page one by one was the largest cost of a farm download after the puts; a key-only read of the id range a
 * page spans was cheap only while ids sat close together, and random (v4) ids made each page read every key
 * its table held, so later pages read more and more of what earlier ones had just written.
 *
 * So a large page reads its table's keys once per pull, and the pull adds the ids it stores. That set can only
 * miss a row written since by someone else, and nothing but the sync engine (one tab, one run at a time) ever
 * stores a record under an id the server sent. A row the device has edited is never merged from that set alone
 * though: each large page also asks, inside its own transaction, which rows are unsynced right now (the
 * `_status` index), so an unsynced edit is always read and merged whatever happened since the keys were read.
 * Every lookup runs inside the page's transaction: the set may hold ids no longer there, never the reverse
 * for an unsynced row.
 */
export class PulledLocals {
  private readonly known = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Promise<Set<string> | null>>();

  /**
   * Starts reading the keys of `tables` now, outside any transaction, for a pull whose pages will be large (a
   * farm download): they are read while its first page is in flight instead of inside a page's transaction.
   * Taken up by `ready`, which must be awaited before the next page's transaction opens (a transaction
   * awaiting anything but its own requests would commit early). The read is as safe as the one it replaces:
   * an unsynced row is still looked up in each page's own transaction.
   */
  prefetch(tables: readonly Table<StoredRecord, string>[]): void {
    for (const table of tables) {
      if (this.known.has(table.name) || this.loading.has(table.name)) continue;
      this.loading.set(
        table.name,
        table
          .toCollection()
          .primaryKeys()
          .then(
            (keys) => new Set(keys),
            // Read again inside the page's transaction, as without a prefetch.
            () => null,
          ),
      );
    }
  }

  /** The keys `prefetch` started reading, taken up (see there). */
  async ready(): Promise<void> {
    for (const [name, loading] of this.loading) {
      const keys = await loading;
      if (keys) this.known.set(name, keys);
    }
    this.loading.clear();
  }

  async read(table: Table<StoredRecord, string>, ids: readonly string[]): Promise<Map<string, StoredRecord>> {
    const present = ids.length <= DIRECT_READ_MAX ? ids : await this.presentOf(table, ids);
    if (present.length === 0) return new Map();
    const rows = await table.bulkGet([...present]);
    return new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  }

  /** Ids this pull has just put into `table` (inside a transaction that may still fail: a superset is safe). */
  stored(table: Table<StoredRecord, string>, ids: readonly string[]): void {
    const known = this.known.get(table.name);
    if (known) for (const id of ids) known.add(id);
  }

  private async presentOf(table: Table<StoredRecord, string>, ids: readonly string[]): Promise<string[]> {
    let known = this.known.get(table.name);
    if (!known) {
      known = new Set(await table.toCollection().primaryKeys());
      this.known.set(table.name, known);
    }
    // One key-only read per status: Dexie walks notEqual()/anyOf() with a cursor, a round trip per row.
    const [created, updated] = await Promise.all(
      DIRTY_STATUSES.map((status) => table.where('_status').equals(status).primaryKeys()),
    );
    const unsynced = new Set([...(created ?? []), ...(updated ?? [])]);
    const present: string[] = [];
    for (const id of ids) if (known.has(id) || unsynced.has(id)) present.push(id);
    return present;
  }
}
