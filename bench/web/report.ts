// Report benchmark: a 100,000-cow farm — the server's RelatorioGrafico/getRelatorioPorFazenda on
// PostgreSQL (target ≤ 1 s) and the report page computed on the device from IndexedDB (target ≤ 2 s), beside
// the raw read of the same records from each store.
//   npm run build && npx tsx bench/web/report.ts      (BENCH_COWS, BENCH_RUNS, BENCH_PORT, BENCH_PG_URL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { launchFresh, markSeasonNoticeSeen } from './browser.ts';
import { seedSeasonFarm } from './season-farm.ts';
import { type BenchServer, type BenchUser, createVet, startServer } from './server.ts';

const COWS = Number(process.env.BENCH_COWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8296);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'gestar_bench_report';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const verdict = (value: number, target: number) =>
  `target ≤ ${target} ms ${value <= target ? 'met' : 'MISSED'}`;

async function serverReport(server: BenchServer, vet: BenchUser, farmId: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const response = await fetch(
      `${server.baseUrl}/api/RelatorioGrafico/getRelatorioPorFazenda?FazendaId=${farmId}`,
      { headers: { authorization: `Bearer ${vet.token}` } },
    );
    const body = (await response.json()) as { response?: { relatorios?: { summary?: { cows: number } } } };
    if (!response.ok) throw new Error(`report ${response.status}: ${JSON.stringify(body)}`);
    if (run > 0) times.push(performance.now() - started); // the first warms the server's caches
  }
  return times;
}

async function rawServerRead(farmId: string): Promise<number> {
  const client = new pg.Client({ connectionString: ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`) });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `SELECT d.* FROM d0s d JOIN lotes l ON l.id = d."loteId" JOIN retiros r ON r.id = l."retiroId" WHERE r."fazendaId" = $1`,
      [farmId],
    );
    await client.query(
      `SELECT i.* FROM iatfs i JOIN lotes l ON l.id = i."loteId" JOIN retiros r ON r.id = l."retiroId" WHERE r."fazendaId" = $1`,
      [farmId],
    );
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

/** In the page: in-app navigation to the report, resolved with the ms until the summary shows its rate. */
function openReportScript(route: string): string {
  return `new Promise((resolve, reject) => {
    const started = performance.now();
    const timer = setTimeout(() => reject(new Error('report not rendered in 60 s')), 60000);
    history.pushState({}, '', ${JSON.stringify(route)});
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    const check = () => {
      const summary = document.querySelector('section[aria-label="Resumo"]');
      if (summary && /Taxa de prenhez[\\d,]+ % \\(\\d+\\/\\d+\\)/.test(summary.textContent)) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      } else requestAnimationFrame(check);
    };
    check();
  })`;
}

/** In the page: the raw read of the same stores with Dexie's getAll (no report computed). */
const RAW_DEVICE_READ = `(async () => {
  const db = window.__gestarE2e.db;
  const started = performance.now();
  await Promise.all([db.d0s.toArray(), db.iatfs.toArray(), db.lotes.toArray()]);
  return performance.now() - started;
})()`;

async function main(): Promise<void> {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!fs.existsSync(path.join(ROOT, built)))
      throw new Error(`${built} missing: run \`npm run build\` first`);
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-bench-report-'));
  const server = await startServer(PORT, path.join(work, 'data'), {
    DATABASE_URL: ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`),
    GESTAR_DEMO: '1',
  });
  const context = await launchFresh(server.baseUrl);
  try {
    const vet = await createVet(server);
    const seedStarted = performance.now();
    const { farmId } = await seedSeasonFarm(server, vet, COWS);
    console.log(
      `Report: a farm of ${COWS} cows (${Math.ceil(COWS / 1000)} batches, 4 bulls, DG and DG Final done)`,
    );
    console.log(`  seeded through the sync API in ${ms(performance.now() - seedStarted)}`);

    const onServer = await serverReport(server, vet, farmId);
    const raw = await rawServerRead(farmId);
    console.log(
      `  server (PostgreSQL) getRelatorioPorFazenda: ${onServer.map(ms).join(', ')}; median ${ms(median(onServer))}: ${verdict(median(onServer), 1000)}`,
    );
    console.log(`    raw SQL read of the farm's cows and IATFs (baseline): ${ms(raw)}`);

    const page = await context.newPage();
    await markSeasonNoticeSeen(page, vet.id);
    await page.goto('/login');
    await page.getByLabel('CPF ou E-mail').fill(vet.email);
    await page.getByLabel('Senha', { exact: true }).fill(vet.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: `Bem-vindo(a), ${vet.nomeCompleto}!` }).waitFor();
    const downloadStarted = performance.now();
    await page.evaluate(`(async () => {
      const hook = window.__gestarE2e;
      hook.stopScheduler();
      while (hook.isSyncRunning() || (await hook.db.meta.get('lastSyncAt'))?.value == null)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const outcome = await hook.downloadFarms([${JSON.stringify(farmId)}]);
      if (outcome.downloaded.length !== 1) throw new Error('download failed');
    })()`);
    console.log(`  farm downloaded to the device in ${ms(performance.now() - downloadStarted)}`);
    // The download packs the farm's report rows in the background: the time until every batch has its pack.
    const packed = (await page.evaluate(`(async () => {
      const started = performance.now();
      const batches = ${Math.ceil(COWS / 1000)};
      while ((await window.__gestarE2e.db.reportPacks.count()) < batches)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return performance.now() - started;
    })()`)) as number;
    console.log(`  report rows packed in the background ${ms(packed)} after the download`);
    const rawDevice = (await page.evaluate(RAW_DEVICE_READ)) as number;
    // Without packs (as after a sync that changed every batch): read from the records, then packed again.
    await page.evaluate('window.__gestarE2e.db.reportPacks.clear()');
    const unpacked = (await page.evaluate(openReportScript(`/farms/${farmId}/report`))) as number;
    console.log(`  device report page without packs (every cow record read): ${ms(unpacked)}`);
    await page.evaluate(`(async () => {
      while ((await window.__gestarE2e.db.reportPacks.count()) < ${Math.ceil(COWS / 1000)})
        await new Promise((resolve) => setTimeout(resolve, 100));
    })()`);
    const onDevice: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.evaluate(`history.pushState({}, '', '/'); dispatchEvent(new PopStateEvent('popstate'))`);
      await page.getByRole('heading', { name: /^Bem-vindo/ }).waitFor();
      // Dexie keeps a left liveQuery's results 3 s: wait them out so every run reads IndexedDB (a cold open).
      await page.waitForTimeout(3500);
      onDevice.push((await page.evaluate(openReportScript(`/farms/${farmId}/report`))) as number);
    }
    console.log(
      `  device (IndexedDB, Chromium) report page: ${onDevice.map(ms).join(', ')}; median ${ms(median(onDevice))}: ${verdict(median(onDevice), 2000)}`,
    );
    console.log(`    raw read of the cows, IATFs and batches from IndexedDB (baseline): ${ms(rawDevice)}`);
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
