import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DbRow, LooseDb } from '../../db/rows.ts';
import type { WireJsonCache } from './wire-json-cache.ts';

type Eb = ExpressionBuilder<Record<string, DbRow>, string>;

/** One ordered source of records: a table, a filter, and the cursor the device holds for it. */
export type Stream = {
  key: string;
  table: string;
  cursor: number;
  filter?: (eb: Eb) => Expression<SqlBool>;
  /** Only the rows of these farms (`scopeFazendaId`): the children of the farms a device downloaded. */
  farmIds?: readonly string[];
  /**
   * SQL writing a row as its wire JSON (wire-json.ts): the stream's rows are then read as `id`, `rev` and that
   * text (`wireJson`) instead of every column.
   */
  wireJson?: string;
};

export type PageRecord = { key: string; row: DbRow; rev: number };

export type Page = {
  records: PageRecord[];
  /** Every stream has delivered all its records with rev ≤ this: the page's cursor. */
  cursor: number;
  temMais: boolean;
};

/**
 * The first `pageSize` records, by revision, of all streams together (each above its own cursor, none above
 * `high`, the snapshot's last committed revision). Revisions are unique across tables, so the page ends
 * exactly at a revision B: every stream has then delivered everything up to B, and B is a valid next cursor
 * for each of them (ARCHITECTURE.md §5 pull rule 3). A stream is read at most pageSize + 1 rows past its
 * cursor, and each read narrows the bound for the next one, so a page costs about one page of rows.
 */
export async function collectPage(
  db: LooseDb,
  streams: readonly Stream[],
  high: number,
  pageSize: number,
  options: {
    /** Each table's highest revision (highestRevs): a stream whose table holds none above its cursor is not read. */
    highest?: ReadonlyMap<string, number>;
    /**
     * Wire JSON written by earlier pulls, used over a poll's narrow range (wire-json-cache.ts). None for the page
     * after a full one (pull.ts).
     */
    cache?: WireJsonCache;
  } = {},
): Promise<Page> {
  const { highest, cache } = options;
  let bound = high;
  let cut = false;
  let records: PageRecord[] = [];
  for (const stream of streams) {
    if (stream.cursor >= bound || !hasRevAbove(highest, stream.table, stream.cursor)) continue;
    const query = firstRows(db, stream, bound, pageSize + 1);
    const rows =
      stream.wireJson === undefined
        ? await query.execute()
        : cache !== undefined && !wideRange(stream, bound, pageSize + 1)
          ? await cachedJson(db, query, stream.table, stream.wireJson, cache)
          : await inDatabaseJson(db, query, stream.wireJson).execute();
    for (const row of rows) records.push({ key: stream.key, row, rev: Number(row.rev) });
    if (records.length > pageSize) {
      records.sort((a, b) => a.rev - b.rev);
      records = records.slice(0, pageSize);
      bound = records[records.length - 1]?.rev ?? bound;
      cut = true;
    }
  }
  records.sort((a, b) => a.rev - b.rev);
  return { records, cursor: cut ? bound : high, temMais: cut };
}

/**
 * The highest revision each of `tables` holds, in one statement (an index probe of each table's `rev` index). A
 * device's poll asks some fifteen streams over as many tables, and between two polls a few of those tables change
 * (the cows a farm's vets record), the others not at all: their streams are then not read, and a poll costs a few
 * round trips to the database instead of one per stream. Revisions only grow and every write takes a new one, so a
 * table whose highest revision is at or below a cursor holds nothing above it.
 */
export async function highestRevs(db: LooseDb, tables: Iterable<string>): Promise<Map<string, number>> {
  const names = [...new Set(tables)];
  if (names.length === 0) return new Map();
  const row = await db
    .selectNoFrom((eb) =>
      names.map((table, index) =>
        eb
          .selectFrom(table)
          .select((inner) => inner.fn.max('rev').as('rev'))
          .as(`t${index}`),
      ),
    )
    .executeTakeFirstOrThrow();
  // An empty table's max is null: nothing above any cursor.
  return new Map(names.map((table, index) => [table, Number(row[`t${index}`] ?? 0)]));
}

/** Whether `table` may hold a revision above `cursor` (true when its highest revision was not read). */
export function hasRevAbove(
  highest: ReadonlyMap<string, number> | undefined,
  table: string,
  cursor: number,
): boolean {
  const rev = highest?.get(table);
  return rev === undefined || rev > cursor;
}

type Query = SelectQueryBuilder<Record<string, DbRow>, string, DbRow>;

/** Up to this many farms, a stream may read each farm apart (firstRows); beyond, all of them in one `in`. */
const FARMS_READ_APART = 50;
/**
 * A stream reads its farms apart when its range spans more than this many pages of revisions (revisions are unique
 * across tables, so the span bounds the rows it may hold): a download, or a catch-up after a long time away.
 */
const WIDE_RANGE_PAGES = 10;

/** A download's range or a long absence's, as against a poll's: see WIDE_RANGE_PAGES. */
function wideRange(stream: Stream, bound: number, limit: number): boolean {
  return bound - stream.cursor > WIDE_RANGE_PAGES * limit;
}

/**
 * The stream's first `limit` rows above its cursor and up to `bound`, by revision. Over a wide range, the rows of
 * several farms are read farm by farm, each farm's first `limit` rows in revision order from the
 * (scopeFazendaId, rev) index, and the database merges those ordered lists and stops at `limit` (PostgreSQL's
 * Merge Append): it reads a page's rows and no more. With `scopeFazendaId in (…)` no index gives the farms' rows in
 * revision order, so the database either read every row of the farms above the cursor and sorted them (23,000 for
 * a page of 5,000 at the start of a 10-farm download), or, once it has statistics, walked the revision index past
 * every other farm's rows (350–750 ms for some pages of the consultancy bench's download, 30 ms merged). A poll's
 * range is narrow: there the one `in` is cheaper than planning a part per farm (12 farms on PostgreSQL: 4 ms against
 * 18 ms a table).
 */
function firstRows(db: LooseDb, stream: Stream, bound: number, limit: number): Query {
  const inRange = (scope: (query: Query) => Query) => {
    let query = db
      .selectFrom(stream.table)
      .selectAll()
      .where('rev', '>', stream.cursor)
      .where('rev', '<=', bound);
    if (stream.filter) query = query.where(stream.filter);
    return scope(query).orderBy('rev').limit(limit);
  };
  const farms = stream.farmIds;
  if (farms === undefined) return inRange((query) => query);
  const apart = farms.length > 1 && farms.length <= FARMS_READ_APART && wideRange(stream, bound, limit);
  if (!apart) return inRange((query) => query.where('scopeFazendaId', 'in', [...farms]));
  // Each farm's ordered rows as a subquery of its own: the parts of a compound select may not carry their own
  // order and limit.
  const parts = farms.map((farmId, index) =>
    db
      .selectFrom(inRange((query) => query.where('scopeFazendaId', '=', farmId)).as(`farm${index}`))
      .selectAll(),
  );
  const merged = parts.slice(1).reduce((union, part) => union.unionAll(part), parts[0] as Query);
  return db.selectFrom(merged.as('farms')).selectAll().orderBy('rev').limit(limit);
}

/**
 * The rows `limited` selects, each as `id`, `rev` and its wire JSON. The JSON is written over the limited rows
 * only: put in the same select as the filter, the database writes it for every row the filter matches before it
 * sorts them by revision and keeps the page (PostgreSQL, and SQLite, for the several farms of a download asked
 * together, whose rows no index returns in revision order): 23,000 JSON texts for a page of 5,000 at the start
 * of a 10-farm download, 265 ms instead of 95 ms on PostgreSQL.
 */
function inDatabaseJson(db: LooseDb, limited: Query, wireJson: string) {
  return db
    .selectFrom(limited.as('page'))
    .select(['id', 'rev', sql.raw<string>(wireJson).as('wireJson')])
    .orderBy('rev');
}

/** Rows asked for by id at a time when their JSON is written (a poll's page is a few hundred to a few thousand). */
const BY_ID_CHUNK = 1000;

/**
 * The rows `limited` selects, as inDatabaseJson gives them, with the JSON of the rows `cache` holds at their
 * revision taken from it: only the others are written by the database, in the same snapshot, and kept. Over a
 * poll's narrow range only: a download's rows are each pulled once, and reading them twice would cost more.
 */
async function cachedJson(
  db: LooseDb,
  limited: Query,
  table: string,
  expression: string,
  cache: WireJsonCache,
): Promise<DbRow[]> {
  const rows: DbRow[] = await db
    .selectFrom(limited.as('page'))
    .select(['id', 'rev'])
    .orderBy('rev')
    .execute();
  const missing = new Map<string, DbRow>();
  for (const row of rows) {
    const text = cache.get(table, String(row.id), Number(row.rev), expression);
    if (text === undefined) missing.set(String(row.id), row);
    else row.wireJson = text;
  }
  const ids = [...missing.keys()];
  const keep = (row: DbRow, text: string) =>
    cache.set(table, String(row.id), Number(row.rev), expression, text);
  // More than a chunk missing (a burst of records on the farms, a long absence, a download from an app that does not
  // say so: followsFullPage): asked for by id, chunk by chunk, they cost the database more than the one query over
  // the page. Their texts are kept all the same: the other devices on those farms pull the same rows next.
  if (ids.length > BY_ID_CHUNK) {
    const whole: DbRow[] = await inDatabaseJson(db, limited, expression).execute();
    for (const row of whole) if (typeof row.wireJson === 'string') keep(row, row.wireJson);
    return whole;
  }
  for (let start = 0; start < ids.length; start += BY_ID_CHUNK) {
    const written = await db
      .selectFrom(table)
      .select(['id', 'rev', sql.raw<string>(expression).as('wireJson')])
      .where('id', 'in', ids.slice(start, start + BY_ID_CHUNK))
      .execute();
    for (const found of written) {
      const row = missing.get(String(found.id));
      // The same snapshot reads the same version; anything else would be a text of another version: not used.
      if (row === undefined || Number(found.rev) !== Number(row.rev) || typeof found.wireJson !== 'string')
        continue;
      row.wireJson = found.wireJson;
      keep(found, found.wireJson);
      missing.delete(String(found.id));
    }
  }
  // Never a page with a record left out: should a row not have been found again, the page is written whole.
  if (missing.size > 0) return inDatabaseJson(db, limited, expression).execute();
  return rows;
}
