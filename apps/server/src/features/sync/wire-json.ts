import { booleanFields, ENTITY_REGISTRY, type PullKey } from '@gestar/domain/entities/registry';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type LooseDb, SERVER_SCOPE_COLUMNS, type WireRecord } from '../../db/rows.ts';

/**
 * A record of a pull page already written as wire JSON by the database: with `omitNulls`, the cows and their
 * events (the bulk of a farm download) are built inside the database instead of as a row object, a wire object
 * and then JSON text in Node. Their revision rides along for the watermark (half-sync.ts); `toJSON`
 * keeps any other serialiser (a test, a log) correct.
 */
export class WireJson {
  constructor(
    readonly rev: number,
    readonly text: string,
  ) {}

  toJSON(): WireRecord {
    return JSON.parse(this.text) as WireRecord;
  }
}

export type PageItem = WireRecord | WireJson;

/**
 * The entities sent as WireJson: the bulk of a farm, with no JSON column, and none of their fields is read again
 * while the page is assembled (related records look at farms, links and batches only).
 */
const IN_DATABASE = ['d0s', 'iatfs', 'dns'] as const satisfies readonly PullKey[];
export type InDatabaseKey = (typeof IN_DATABASE)[number];

for (const key of IN_DATABASE) {
  if (ENTITY_REGISTRY[key].jsonColumns.length > 0)
    throw new Error(
      `${key} has JSON columns: SQLite would send their text quoted, PostgreSQL strip nulls inside`,
    );
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A PostgreSQL function (concat_ws) takes at most this many arguments. */
const POSTGRES_MAX_ARGUMENTS = 100;

/**
 * The SQL of one row's wire JSON without its null fields, as rowMapper.fromDb with `omitNulls` and
 * JSON.stringify would write it: every column but the server's scope columns, in table order; booleans as
 * true/false (SQLite keeps 0/1). PostgreSQL: see postgresWireJson; SQLite: see sqliteWireJson. Null when the
 * table has no columns, or more than PostgreSQL's function takes arguments for: its rows are then mapped in Node
 * as before.
 */
export function wireJsonExpression(
  dialect: Db['dialect'],
  columns: readonly string[],
  booleans: readonly string[],
): string | null {
  const scope: readonly string[] = SERVER_SCOPE_COLUMNS;
  const sent = columns.filter((column) => !scope.includes(column));
  // No columns found (never a real table): the mapped rows' path, which fails loudly, instead of empty records.
  if (sent.length === 0) return null;
  if (dialect === 'sqlite') return sqliteWireJson(sent, booleans);
  // The separator and a member per column.
  if (sent.length + 1 > POSTGRES_MAX_ARGUMENTS) return null;
  return postgresWireJson(sent);
}

/**
 * PostgreSQL: the members joined by `concat_ws`, which skips a null argument, so a null column (whose member is
 * null: `to_json` of null is null) leaves its member out; `to_json` writes a value as `json_build_object` does.
 * The same text `json_strip_nulls(json_build_object(…))` writes (checked on all 538,700 cows of the consultancy
 * bench), in half the time: that one builds every row's text and then parses it to write it again without its
 * nulls (5,000 cows of 44 columns: about 125 ms against 60 ms). Text, not json: the pg driver would parse a json
 * value into an object.
 */
function postgresWireJson(sent: readonly string[]): string {
  const members = sent.map(
    (column) => `${quoteText(`${JSON.stringify(column)}:`)} || to_json(${quoteName(column)})`,
  );
  return `'{' || concat_ws(',', ${members.join(', ')}) || '}'`;
}

/**
 * SQLite: the object's text concatenated member by member, a null column leaving its member out; `json_quote`
 * writes a value as `json_object` does. Built with `json_object` and stripped of its nulls by `json_patch` onto
 * `{}`, every row's text was parsed and written a second time: 2.4× slower on 20,000 rows of 44 columns (244 ms
 * against 104 ms), most of the server's time in a farm download.
 */
function sqliteWireJson(sent: readonly string[], booleans: readonly string[]): string {
  const members = sent.map((column) => {
    const value = quoteName(column);
    const key = `,${JSON.stringify(column)}:`;
    return booleans.includes(column)
      ? `CASE WHEN ${value} IS NULL THEN '' WHEN ${value} = 1 THEN ${quoteText(`${key}true`)} ELSE ${quoteText(`${key}false`)} END`
      : `CASE WHEN ${value} IS NULL THEN '' ELSE ${quoteText(key)} || json_quote(${value}) END`;
  });
  // substr(…, 2) drops the first member's comma ('{}' when every column is null).
  return `'{' || substr(${members.join(' || ')}, 2) || '}'`;
}

/** The columns of each table, in table order, from the database's catalogue: one query for all of them. */
async function columnsOf(db: Db, tx: LooseDb, tables: readonly string[]): Promise<Map<string, string[]>> {
  const { rows } =
    db.dialect === 'sqlite'
      ? await sql<{ tbl: string; name: string }>`select m.name as tbl, c.name as name
          from sqlite_master m join pragma_table_info(m.name) c
          where m.type = 'table' and m.name in (${sql.join(tables)}) order by m.name, c.cid`.execute(tx)
      : await sql<{ tbl: string; name: string }>`select c.relname as tbl, a.attname as name
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          where a.attrelid in (${sql.join(tables.map((table) => sql`to_regclass(${table})`))})
            and a.attnum > 0 and not a.attisdropped order by c.relname, a.attnum`.execute(tx);
  const byTable = new Map<string, string[]>();
  for (const row of rows) byTable.set(row.tbl, [...(byTable.get(row.tbl) ?? []), row.name]);
  return byTable;
}

/**
 * For a pull that asked for `omitNulls`: the wire JSON expression of each entity built in the database, from the
 * table's columns as this pull's snapshot has them, as `selectAll` would read them. Read on every pull (a
 * catalogue lookup): during an upgrade a migration may add a column under a running node, and a list kept from
 * its start would leave the new field out, which the device would store as null.
 */
export async function wireJsonExpressions(db: Db, tx: LooseDb): Promise<ReadonlyMap<PullKey, string>> {
  const columns = await columnsOf(
    db,
    tx,
    IN_DATABASE.map((key) => ENTITY_REGISTRY[key].table),
  );
  const byKey = new Map<PullKey, string>();
  for (const key of IN_DATABASE) {
    const { table, schema } = ENTITY_REGISTRY[key];
    const expression = wireJsonExpression(db.dialect, columns.get(table) ?? [], booleanFields(schema));
    if (expression !== null) byKey.set(key, expression);
  }
  return byKey;
}

/**
 * A pull answer as JSON text, as JSON.stringify would write it, with each WireJson record's text as it is
 * (parsing it only to write it again is what building it in the database saves).
 */
export function pageJson(result: { response: Record<string, unknown> }): string {
  const { response, ...outer } = result;
  const members: string[] = [];
  for (const [name, value] of Object.entries(response)) {
    const text = Array.isArray(value)
      ? `[${value.map((item) => (item instanceof WireJson ? item.text : (JSON.stringify(item) ?? 'null'))).join(',')}]`
      : JSON.stringify(value);
    if (text !== undefined) members.push(`${JSON.stringify(name)}:${text}`);
  }
  const head = JSON.stringify(outer);
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"response":{${members.join(',')}}}`;
}
