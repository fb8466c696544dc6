import type { ReportCow, ReportIatf } from '@gestar/domain/reports/report-input';
import { cmp } from 'dexie';
import { localDb } from '../../local-db/database.ts';
import { REPORT_PACK_FIELDS, type ReportPack } from '../../local-db/report-packs.ts';

export type ReportRows = {
  cows: ReportCow[];
  iatfs: ReportIatf[];
  /** Batches read from their full records because their pack was missing or out of step. */
  stale: string[];
};

type Row = Record<string, unknown>;

const live = (row: Row) => !row.isDeleted;

/**
 * The full records of `stale` batches, by batch then id. Inside a liveQuery Dexie remembers every primary key an
 * index read returns (about 1 s at 100,000 rows), while a whole-table read is remembered as one range: so when
 * the batches hold most of a table it is read whole and filtered here.
 */
async function fullRows(table: 'd0s' | 'iatfs', stale: readonly string[], counts: readonly number[]) {
  const source = localDb.table<Row, string>(table);
  const wanted = counts.reduce((sum, count) => sum + count, 0);
  if (wanted * 2 < (await source.count()))
    return Promise.all(stale.map((id) => source.where('loteId').equals(id).toArray()));
  const index = new Map(stale.map((id, position) => [id, position]));
  const buckets: Row[][] = stale.map(() => []);
  for (const row of await source.toArray()) {
    const position = index.get(row.loteId as string);
    if (position !== undefined) buckets[position]?.push(row);
  }
  return buckets;
}

/**
 * The report's cow and IATF rows of the batches (soft-deleted ones left out), from each batch's pack when it is
 * in step with the records (same fields and row counts; any write to the batch has dropped it), else from the
 * records.
 * Read-only, so it can run inside a liveQuery; `buildReportPacks` writes the missing packs afterwards.
 */
export async function reportRowsOf(batchIds: readonly string[]): Promise<ReportRows> {
  const ids = [...new Set(batchIds)].sort(cmp);
  const count = (table: 'd0s' | 'iatfs') =>
    Promise.all(ids.map((id) => localDb.table(table).where('loteId').equals(id).count()));
  const [packs, cowCounts, iatfCounts] = await Promise.all([
    localDb.reportPacks.bulkGet(ids),
    count('d0s'),
    count('iatfs'),
  ]);
  const inStep = (pack: ReportPack | undefined, position: number): pack is ReportPack =>
    pack !== undefined &&
    pack.fields === REPORT_PACK_FIELDS &&
    pack.cowCount === cowCounts[position] &&
    pack.iatfCount === iatfCounts[position];
  const stale = ids.filter((_, position) => !inStep(packs[position], position));
  const stalePositions = ids.flatMap((id, position) => (stale.includes(id) ? [position] : []));
  const [staleCows, staleIatfs] = await Promise.all([
    fullRows(
      'd0s',
      stale,
      stalePositions.map((position) => cowCounts[position] ?? 0),
    ),
    fullRows(
      'iatfs',
      stale,
      stalePositions.map((position) => iatfCounts[position] ?? 0),
    ),
  ]);
  const cows: ReportCow[] = [];
  const iatfs: ReportIatf[] = [];
  let next = 0;
  ids.forEach((_, position) => {
    const pack = packs[position];
    if (inStep(pack, position)) {
      for (const cow of pack.cows) cows.push(cow);
      for (const iatf of pack.iatfs) iatfs.push(iatf);
      return;
    }
    for (const cow of staleCows[next] ?? []) if (live(cow)) cows.push(cow as ReportCow);
    for (const iatf of staleIatfs[next] ?? []) if (live(iatf)) iatfs.push(iatf as ReportIatf);
    next += 1;
  });
  return { cows, iatfs, stale };
}
