// A server export as the benches measure it: streamed to a file and timed while the server's resident memory
// (Linux /proc) is sampled, then set against a raw ExcelJS streaming write of the same rows in this process.
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

export type StreamedExport = { ms: number; before: number; peak: number; bytes: number };

/** POSTs an export call and streams its answer to `file`, sampling the server's RSS every 50 ms meanwhile. */
export async function streamExport(options: {
  baseUrl: string;
  pid: number;
  token: string;
  route: string;
  body: unknown;
  file: string;
}): Promise<StreamedExport> {
  const before = rssOf(options.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(options.pid));
  }, 50);
  try {
    const started = performance.now();
    const response = await fetch(`${options.baseUrl}${options.route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(options.body),
    });
    if (!response.ok || !response.body)
      throw new Error(`export ${response.status}: ${await response.text()}`);
    const out = fs.createWriteStream(options.file);
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) out.write(read.value);
    await new Promise<void>((resolve) => out.end(resolve));
    return { ms: performance.now() - started, before, peak, bytes: fs.statSync(options.file).size };
  } finally {
    clearInterval(sampler);
  }
}
