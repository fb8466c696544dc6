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
import { rawWrite, rssOf } from './excel-baseline.ts';

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
