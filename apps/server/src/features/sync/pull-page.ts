import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DbRow, LooseDb } from '../../db/rows.ts';

type Eb = ExpressionBuilder<Record<string, DbRow>, string>;

/** One ordered source of records: a table, a filter, and the cursor the device holds for it. */
export type Stream = {
  key: string;
  table: string;
  cursor: number;
  filter?: (eb: Eb) => Expression<SqlBool>;
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
): Promise<Page> {
  let bound = high;
  let cut = false;
  let records: PageRecord[] = [];
  for (const stream of streams) {
    if (stream.cursor >= bound) continue;
    const from = db.selectFrom(stream.table);
    const selected: SelectQueryBuilder<Record<string, DbRow>, string, DbRow> = stream.wireJson === undefined
      ? from.selectAll()
      : from.select(['id', 'rev', sql.raw<string>(stream.wireJson).as('wireJson')]);
    let query = selected.where('rev', '>', stream.cursor).where('rev', '<=', bound);
    if (stream.filter) query = query.where(stream.filter);
    const rows = await query
      .orderBy('rev')
      .limit(pageSize + 1)
      .execute();
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
