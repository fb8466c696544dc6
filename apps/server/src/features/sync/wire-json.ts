import { booleanFields, ENTITY_REGISTRY, type PullKey } from '@gestar/domain/entities/registry';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type LooseDb, SERVER_SCOPE_COLUMNS, type WireRecord } from '../../db/rows.ts';

/**
 * A record of a pull page already written as wire JSON by the database: on SQLite, with `omitNulls`, the cows and
 * their events (the bulk of a farm download) are built by `json_object` inside SQLite instead of as a row object,
 * a wire object and then JSON text in Node. Their revision rides along for the watermark (half-sync.ts); `toJSON`
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
    throw new Error(`${key} has JSON columns: json_patch would drop the nulls inside them`);
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The SQLite expression of one row's wire JSON without its null fields, as rowMapper.fromDb with `omitNulls` and
 * JSON.stringify would write it: every column but the server's scope columns, in table order; booleans (0/1)
 * as true/false. `json_patch` onto `{}` drops the null members (RFC 7396); the object is flat, so nothing else.
 */
export function wireJsonExpression(columns: readonly string[], booleans: readonly string[]): string {
  const scope: readonly string[] = SERVER_SCOPE_COLUMNS;
  const members = columns
    .filter((column) => !scope.includes(column))
    .map((column) => {
      const value = quoteName(column);
      const wire = booleans.includes(column)
        ? `CASE WHEN ${value} IS NULL THEN NULL WHEN ${value} = 1 THEN json('true') ELSE json('false') END`
        : value;
      return `${quoteText(column)}, ${wire}`;
    });
  return `json_patch('{}', json_object(${members.join(', ')}))`;
}

const expressions = new WeakMap<Db, Promise<ReadonlyMap<PullKey, string>>>();

/**
 * For a pull that asked for `omitNulls` on SQLite: the wire JSON expression of each entity built in the database,
 * from the table's columns as the database has them (read once per database).
 */
export function wireJsonExpressions(db: Db, tx: LooseDb): Promise<ReadonlyMap<PullKey, string>> | null {
  if (db.dialect !== 'sqlite') return null;
  let found = expressions.get(db);
  if (!found) {
    found = (async () => {
      const byKey = new Map<PullKey, string>();
      for (const key of IN_DATABASE) {
        const { table, schema } = ENTITY_REGISTRY[key];
        const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(
          tx,
        );
        byKey.set(
          key,
          wireJsonExpression(
            rows.map((row) => row.name),
            booleanFields(schema),
          ),
        );
      }
      return byKey;
    })();
    // A failed read is tried again by the next pull instead of being remembered.
    found.catch(() => expressions.delete(db));
    expressions.set(db, found);
  }
  return found;
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
