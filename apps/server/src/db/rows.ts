import {
  booleanFields,
  ENTITY_REGISTRY,
  type EntityDefinition,
  type ServerTable,
} from '@gestar/domain/entities/registry';
import type { Kysely } from 'kysely';
import type { Dialect } from './database.ts';
import type { Database } from './schema.ts';

/** The synced tables (migration 0002), by table name: one per entity of the registry. */
export type SyncedTable = ServerTable;

/** A record as the wire (and the domain schemas) knows it. */
export type WireRecord = Record<string, unknown>;
/** A row as a driver returns it or receives it. */
export type DbRow = Record<string, unknown>;

/** A row not soft-deleted (PostgreSQL answers the flag as a boolean, SQLite as 0/1). */
export const isLiveRow = (row: DbRow) => !(row.isDeleted === true || row.isDeleted === 1);

/**
 * Kysely over the synced tables with table and column names known only at run time (the sync engine walks
 * every entity the same way). Values still go through parameters; only the typing is loosened.
 */
export type LooseDb = Kysely<Record<string, DbRow>>;

export function loose(kysely: Kysely<Database>): LooseDb {
  return kysely as unknown as LooseDb;
}

const DEFINITIONS: readonly EntityDefinition[] = Object.values(ENTITY_REGISTRY);

// Read off each schema: a boolean field added to an entity is mapped without a list to update here.
const BOOLEAN_COLUMNS = Object.fromEntries(
  DEFINITIONS.map((definition) => [definition.table, booleanFields(definition.schema)]),
) as Record<SyncedTable, readonly string[]>;

const JSON_COLUMNS = Object.fromEntries(
  DEFINITIONS.map((definition) => [definition.table, definition.jsonColumns]),
) as Record<SyncedTable, readonly string[]>;

/** Columns the server keeps for itself: never sent to a device, never taken from one. */
export const SERVER_SCOPE_COLUMNS = ['scopeFazendaId', 'scopeUsuarioId'] as const;
const SCOPE_COLUMN_SET: ReadonlySet<string> = new Set(SERVER_SCOPE_COLUMNS);

export type RowMapper = {
  /** Entity values → column values for an INSERT/UPDATE (only the keys present are converted). */
  toDb: (table: SyncedTable, record: WireRecord) => DbRow;
  /**
   * A selected row → the wire record: true/false booleans, parsed JSON, `rev` as a number, no scope columns;
   * with `omitNulls`, no null columns either (a pull page for a device that asked for it).
   */
  fromDb: (table: SyncedTable, row: DbRow, omitNulls?: boolean) => WireRecord;
  /**
   * Rows of a few selected columns, fresh from the driver, made wire values in place: booleans read as
   * true/false. For reads too large to copy row by row (a 100,000-cow report); no scope, JSON or `rev` columns.
   */
  readInPlace: (table: SyncedTable, rows: DbRow[]) => WireRecord[];
};

/**
 * The one place where dialect differences in values are handled. Booleans are written as 0/1 on both
 * dialects (SQLite has no boolean; PostgreSQL reads the parameter '0'/'1' as a boolean) and read back as 0/1
 * on SQLite and true/false on PostgreSQL; JSON columns are text on both.
 */
export function rowMapper(dialect: Dialect): RowMapper {
  const readBool =
    dialect === 'sqlite'
      ? (value: unknown) => (value === null || value === undefined ? value : value === 1 || value === true)
      : (value: unknown) => value;
  return {
    toDb(table, record) {
      const row: DbRow = { ...record };
      for (const column of BOOLEAN_COLUMNS[table]) {
        if (column in row) {
          const value = row[column];
          row[column] = value === null || value === undefined ? null : value ? 1 : 0;
        }
      }
      for (const column of JSON_COLUMNS[table]) {
        if (column in row) row[column] = row[column] === null ? null : JSON.stringify(row[column]);
      }
      return row;
    },
    fromDb(table, row, omitNulls = false) {
      // Copied key by key instead of spread-then-delete: `delete` turns a V8 object into a slow dictionary, and
      // JSON.stringify of a 5,000-record pull page then costs several times more.
      const record: WireRecord = {};
      for (const column in row) {
        const value = row[column];
        if (!(omitNulls && value === null) && !SCOPE_COLUMN_SET.has(column)) record[column] = value;
      }
      for (const column of BOOLEAN_COLUMNS[table]) {
        if (column in record) record[column] = readBool(record[column]);
      }
      for (const column of JSON_COLUMNS[table]) {
        const value = record[column];
        if (typeof value === 'string') record[column] = JSON.parse(value);
      }
      if (record.rev !== undefined) record.rev = Number(record.rev);
      return record;
    },
    readInPlace(table, rows) {
      // PostgreSQL returns booleans already.
      if (dialect !== 'sqlite' || rows.length === 0) return rows;
      const present = BOOLEAN_COLUMNS[table].filter((column) => column in (rows[0] as DbRow));
      for (const row of rows) for (const column of present) row[column] = readBool(row[column]);
      return rows;
    },
  };
}

/**
 * PostgreSQL text cannot hold U+0000 (the statement fails). Records are checked before any write so such
 * input is refused as bad data on both dialects instead of failing the whole transaction.
 */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasUnstorableText);
  return false;
}
