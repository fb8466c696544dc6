// One packed record per batch of the cow and IATF fields the report reads. IndexedDB's cost is per
// record: 200,000 cow and IATF records of a 100,000-cow farm take seconds to read whatever their size, the
// same rows packed into 100 records a fraction of that. A pack is derived data: a write to a batch's cows or
// IATFs drops its pack in the same transaction, and a pack whose row counts no longer match is not used.
import {
  REPORT_COW_FIELDS,
  REPORT_IATF_FIELDS,
  type ReportCow,
  type ReportIatf,
} from '@gestar/domain/reports/report-input';
import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
} from 'dexie';

export type ReportPack = {
  loteId: string;
  /** The fields packed (`REPORT_PACK_FIELDS`): a pack of an older list is out of step like a stale one. */
  fields?: string;
  /** Rows of the batch in `d0s` / `iatfs` when the pack was built, soft-deleted ones included. */
  cowCount: number;
  iatfCount: number;
  /** The live rows, by id, cut down to the report's fields. */
  cows: ReportCow[];
  iatfs: ReportIatf[];
};

/** The report's fields as packed: when the report reads a new field, every older pack is rebuilt. */
export const REPORT_PACK_FIELDS = `${REPORT_COW_FIELDS.join(',')}|${REPORT_IATF_FIELDS.join(',')}`;

export const REPORT_PACK_STORES = { reportPacks: 'loteId' } as const;

const SOURCES = new Set(['d0s', 'iatfs']);
const PACKS = 'reportPacks';

type Row = Record<string, unknown>;

/** Dexie's range of every key (`DBCoreRangeType.Any`, a const enum this build cannot name). */
const EVERY_KEY = { type: 3, lower: -Infinity, upper: [[]] } as unknown as DBCoreKeyRange;

/** `record` cut down to `fields`, absent ones left out: a plain loop, it runs for every row of a farm. */
export function projectRecord<T>(record: Row, fields: readonly string[]): T {
  const row: Row = {};
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as string;
    const value = record[field];
    if (value !== undefined) row[field] = value;
  }
  return row as T;
}

/** The pack of one batch from its full records (all of them, soft-deleted ones too, in id order). */
export function packOf(loteId: string, cows: readonly Row[], iatfs: readonly Row[]): ReportPack {
  return {
    loteId,
    fields: REPORT_PACK_FIELDS,
    cowCount: cows.length,
    iatfCount: iatfs.length,
    cows: cows.filter((cow) => !cow.isDeleted).map((cow) => projectRecord<ReportCow>(cow, REPORT_COW_FIELDS)),
    iatfs: iatfs
      .filter((iatf) => !iatf.isDeleted)
      .map((iatf) => projectRecord<ReportIatf>(iatf, REPORT_IATF_FIELDS)),
  };
}

/** The batches whose packs a write must drop: every batch a written cow or IATF now belongs to. */
function batchesWritten(request: DBCoreMutateRequest & { type: 'add' | 'put' }): string[] {
  const ids = new Set<string>();
  for (const value of request.values as Row[]) if (typeof value.loteId === 'string') ids.add(value.loteId);
  return [...ids];
}

/**
 * Drops a batch's pack in the same transaction as any add or put of its cows or IATFs, through every write path
 * (repositories, sync pull, imports, restores). A cow that moved out of a batch changes that batch's row count,
 * which the reader checks.
 */
export const reportPackMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'ReportPacks',
  create: (down) => {
    if (!down.schema.tables.some((table) => table.name === PACKS)) return down;
    const mirrored = new Map<string, DBCoreTable>();
    return {
      ...down,
      transaction: (stores: string[], mode: 'readonly' | 'readwrite', options?): DBCoreTransaction =>
        down.transaction(
          mode === 'readwrite' && !stores.includes(PACKS) && stores.some((store) => SOURCES.has(store))
            ? [...stores, PACKS]
            : stores,
          mode,
          options,
        ),
      table: (name: string): DBCoreTable => {
        const table = down.table(name);
        if (!SOURCES.has(name)) return table;
        let wrapped = mirrored.get(name);
        if (!wrapped) {
          const packs = down.table(PACKS);
          wrapped = {
            ...table,
            mutate: (request) => {
              // Dropped with the write, in the same transaction: if the write fails the transaction aborts and
              // the pack comes back.
              let dropped: Promise<unknown> | undefined;
              if (
                (request.type === 'put' && request.criteria) ||
                request.type === 'delete' ||
                request.type === 'deleteRange'
              ) {
                // A modify()/update() by range hands the changes down to be applied row by row below, and a hard
                // delete names keys only: which batches they touch is not known here, so every pack goes (rare:
                // the screens and the sync put whole records; hard deletes come from removing a farm).
                dropped = packs.mutate({ type: 'deleteRange', trans: request.trans, range: EVERY_KEY });
              } else {
                const keys = batchesWritten(request);
                if (keys.length > 0) dropped = packs.mutate({ type: 'delete', trans: request.trans, keys });
              }
              // Sent at once, not after the drop's answer (IndexedDB runs a transaction's requests in order):
              // waiting cost every saved row one more round trip.
              const written = table.mutate(request);
              return dropped ? Promise.all([dropped, written]).then(([, result]) => result) : written;
            },
          };
          mirrored.set(name, wrapped);
        }
        return wrapped;
      },
    };
  },
};
