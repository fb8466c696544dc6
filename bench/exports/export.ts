// Export benchmark: the cow spreadsheet of a 100,000-cow farm streamed by the server
// (Exportacao/exportacaoMatrizGeralPorFazenda, embedded SQLite) against a raw ExcelJS streaming write of the same
// rows in this process (target ≤ 1.3×), and the server's RSS growth while it streams (target ≤ 300 MB).
//   npm run build && npx tsx bench/exports/export.ts      (BENCH_COWS, BENCH_PORT)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedSeasonFarm } from '../web/season-farm.ts';
import { createVet, startServer } from '../web/server.ts';
import { rawWrite, streamExport } from './excel-baseline.ts';

const COWS = Number(process.env.BENCH_COWS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 8297);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js')))
    throw new Error('run `npm run build` first');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-bench-export-'));
  const dataDir = path.join(work, 'data');
  let server = await startServer(PORT, dataDir);
  try {
    const vet = await createVet(server);
    const seeded = performance.now();
    const { farmId } = await seedSeasonFarm(server, vet, COWS);
    // A fresh process for the export (as after a restart), so the seeding's garbage and caches do not weigh on
    // it, and BENCH_EXPORT_NODE_ARGS can profile the export alone.
    await server.stop();
    const exportArgs = process.env.BENCH_EXPORT_NODE_ARGS;
    if (exportArgs) process.env.BENCH_NODE_ARGS = exportArgs;
    server = await startServer(PORT, dataDir, {}, true);
    console.log(
      `Export: a farm of ${COWS} cows on the embedded SQLite (seeded in ${ms(performance.now() - seeded)})`,
    );
    const file = path.join(work, 'export.xlsx');
    const streamed = await streamExport({
      baseUrl: server.baseUrl,
      pid: server.pid,
      token: vet.token,
      route: '/api/Exportacao/exportacaoMatrizGeralPorFazenda',
      body: { Id: farmId },
      file,
    });
    const exportMs = streamed.ms;
    const raw = await rawWrite(file);
    const ratio = exportMs / raw.ms;
    console.log(`  server export: ${ms(exportMs)} for ${raw.rows} rows, ${mb(streamed.bytes)} file`);
    console.log(`  raw ExcelJS streaming write of the same rows: ${ms(raw.ms)}`);
    console.log(`  ratio ${ratio.toFixed(2)}×: target ≤ 1.3× ${ratio <= 1.3 ? 'met' : 'MISSED'}`);
    const growth = streamed.peak - streamed.before;
    console.log(
      `  server RSS ${mb(streamed.before)} → peak ${mb(streamed.peak)}, growth ${mb(growth)}: target ≤ 300 MB ${growth <= 300 * 1_048_576 ? 'met' : 'MISSED'}`,
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
