// Export benchmark: the cow spreadsheet of a 100,000-cow farm streamed by the server
// (Exportacao/exportacaoMatrizGeralPorFazenda, embedded SQLite) against a raw ExcelJS streaming write of the same
// rows in this process (target ≤ 1.3×), and the server's RSS growth while it streams (target ≤ 300 MB).
//   npm run build && npx tsx bench/exports/export.ts      (BENCH_COWS, BENCH_PORT)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { EXPORT_COLUMNS } from '@gestar/domain/exports/columns';
import ExcelJS from 'exceljs';
import { seedSeasonFarm } from '../web/season-farm.ts';
import { createVet, startServer } from '../web/server.ts';

const COWS = Number(process.env.BENCH_COWS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 8297);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

function rssOf(pid: number): number {
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
async function rawWrite(file: string): Promise<{ ms: number; rows: number }> {
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

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js')))
    throw new Error('run `npm run build` first');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-bench-export-'));
  const dataDir = path.join(work, 'data');
  let server = await startServer(PORT, dataDir);
  try {
    const vet = await createVet(server);
    const seeded = performance.now();
    const farmId = await seedSeasonFarm(server, vet, COWS);
    // A fresh process for the export (as after a restart), so the seeding's garbage and caches do not weigh on
    // it, and BENCH_EXPORT_NODE_ARGS can profile the export alone.
    await server.stop();
    const exportArgs = process.env.BENCH_EXPORT_NODE_ARGS;
    if (exportArgs) process.env.BENCH_NODE_ARGS = exportArgs;
    server = await startServer(PORT, dataDir, {}, true);
    console.log(
      `Export: a farm of ${COWS} cows on the embedded SQLite (seeded in ${ms(performance.now() - seeded)})`,
    );
    const before = rssOf(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid));
    }, 50);
    const file = path.join(work, 'export.xlsx');
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/Exportacao/exportacaoMatrizGeralPorFazenda`, {
      method: 'POST',
      headers: { authorization: `Bearer ${vet.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Id: farmId }),
    });
    if (!response.ok || !response.body)
      throw new Error(`export ${response.status}: ${await response.text()}`);
    const out = fs.createWriteStream(file);
    for await (const chunk of response.body) out.write(chunk);
    await new Promise<void>((resolve) => out.end(resolve));
    const exportMs = performance.now() - started;
    clearInterval(sampler);
    const raw = await rawWrite(file);
    const ratio = exportMs / raw.ms;
    console.log(`  server export: ${ms(exportMs)} for ${raw.rows} rows, ${mb(fs.statSync(file).size)} file`);
    console.log(`  raw ExcelJS streaming write of the same rows: ${ms(raw.ms)}`);
    console.log(`  ratio ${ratio.toFixed(2)}×: target ≤ 1.3× ${ratio <= 1.3 ? 'met' : 'MISSED'}`);
    const growth = peak - before;
    console.log(
      `  server RSS ${mb(before)} → peak ${mb(peak)}, growth ${mb(growth)}: target ≤ 300 MB ${growth <= 300 * 1_048_576 ? 'met' : 'MISSED'}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
