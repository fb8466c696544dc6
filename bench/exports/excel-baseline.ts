// What a server export is measured against: a raw ExcelJS streaming write of the same rows in this process,
// and the server process's resident memory (Linux /proc).
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { EXPORT_COLUMNS } from '@gestar/domain/exports/columns';
import ExcelJS from 'exceljs';

export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** A sink that only counts: the baseline and the download are both timed without the disk. */
function counter(): Writable & { bytes: number } {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      sink.bytes += chunk.length;
      done();
    },
  }) as Writable & { bytes: number };
  sink.bytes = 0;
  return sink;
}

/** The same sheet written by ExcelJS alone: the rows read back from the server's file, written again with the
 * same columns. */
export async function rawWrite(file: string): Promise<{ ms: number; rows: number }> {
  const rows: ExcelJS.CellValue[][] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {});
  for await (const sheet of reader) {
    for await (const row of sheet) rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  }
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: counter(),
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Matrizes');
  // The same sheet: the same columns, widths and number formats, the heading row first.
  sheet.columns = EXPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.max(12, column.header.length + 2),
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows.slice(1)) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return { ms: performance.now() - started, rows: rows.length - 1 };
}
