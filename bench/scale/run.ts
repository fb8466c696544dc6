// A season at consultancy scale: PostgreSQL (database gestar_scale, never `test`), two built API nodes over it on
// loopback ports, 500,000 cows with their D0, IATF, DN and DG across 200 farms and 40 vets (season.ts). Each
// figure is printed beside its raw baseline, measured in the same run:
//   - a vet's first download of her 12 farms in Chromium, through the app's engine  | raw IndexedDB write
//   - a device back after a week offline: 1,000 changed records pulled              | raw SELECT of them
//   - the 50,000-cow farm's report on the server                                   | raw SQL read
//   - the consultancy-wide export (the 10 farms one export may take), streaming    | raw ExcelJS write
//   - 1,000 devices polling every 30 s while 50 push 500 cows a minute, both nodes
//   npm run build && npx tsx bench/scale/run.ts
//   (BENCH_PG_URL, BENCH_RESEED=1, BENCH_TOTAL_COWS, BENCH_LOAD_SECONDS, BENCH_DEVICES, BENCH_PUSHERS, BENCH_SIM_PROCESSES,
//   BENCH_PARTS: some of download,catchup,report,export,load, all by default; BENCH_DOWNLOAD_RUNS, 3 by default)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { rawWrite, streamExport } from '../exports/excel-baseline.ts';
import { measureFarmDownload } from '../web/farm-download.ts';
import { type BenchServer, type BenchUser, push, recordMaker, session, startServer } from '../web/server.ts';
import { DEFAULT_SIM_PROCESSES, type Device, type Pusher, runLoad } from './load.ts';
import { BENCH_METRICS_TOKEN, gauge, routeLatency, scrapeMetrics } from './node-metrics.ts';
import { farmsOf, type Season, savedSeason, seedSeason, TOTAL_COWS, VETS } from './season.ts';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'gestar_scale';
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 90);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 1000);
const PUSHERS = Number(process.env.BENCH_PUSHERS ?? 50);
/** Simulator processes the devices are spread over (load.ts). */
const SIM_PROCESSES = Number(process.env.BENCH_SIM_PROCESSES ?? DEFAULT_SIM_PROCESSES);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOWNLOAD_RUNS = Number(process.env.BENCH_DOWNLOAD_RUNS ?? 3);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'download,catchup,report,export,load').split(','));

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function query<T>(sql: string, params: unknown[] = []): Promise<{ rows: T[]; ms: number }> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const started = performance.now();
    const result = await client.query(sql, params);
    return { rows: result.rows as T[], ms: performance.now() - started };
  } finally {
    await client.end();
  }
}

async function prepareDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    if (process.env.BENCH_RESEED === '1')
      await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

const currentRev = async () =>
  Number((await query<{ value: string }>('SELECT value FROM rev_counter WHERE id = 1')).rows[0]?.value ?? 0);

async function postJson(node: BenchServer, route: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${node.baseUrl}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A device that downloaded its farms a week ago comes back: 1,000 records changed since, across its farms. */
async function catchUp(nodes: BenchServer[], vet: BenchUser, season: Season, index: number) {
  const farms = farmsOf(season, index);
  const cursor = await currentRev();
  const base = recordMaker();
  const cows = Array.from({ length: 1000 }, (_, n) => {
    const farm = farms[n % farms.length];
    return base({ codVaca: `SEMANA-${n}`, loteId: farm?.loteIds[0], peso_EM: 400 });
  });
  await push(nodes[0] as BenchServer, vet, 'd0s', cows);
  const started = performance.now();
  let records = 0;
  let pages = 0;
  let at = cursor;
  for (;;) {
    const page = (await postJson(nodes[1] as BenchServer, '/api/sync/half-sync', vet.token, {
      lastPulledAt: at,
      fazendasBaixadas: farms.map((farm) => ({ id: farm.id, lastPulledAt: at })),
      // As the app asks (sync/pull.ts): null fields left out, and a page after a full one says so.
      omitNulls: true,
      ...(pages > 0 ? { followsFullPage: true } : {}),
    })) as { response: Record<string, unknown> & { lastPulledAt: number; temMais: boolean } };
    pages += 1;
    for (const value of Object.values(page.response)) if (Array.isArray(value)) records += value.length;
    at = Math.max(at, page.response.lastPulledAt);
    if (!page.response.temMais) break;
  }
  const pullMs = performance.now() - started;
  const raw = await query(
    'SELECT * FROM d0s WHERE rev > $1 AND "scopeFazendaId" = ANY($2::text[]) ORDER BY rev',
    [cursor, farms.map((farm) => farm.id)],
  );
  return { pullMs, records, pages, rawMs: raw.ms, rawRows: raw.rows.length };
}

async function report(node: BenchServer, vet: BenchUser, farmId: string) {
  const times: number[] = [];
  for (let run = 0; run <= 5; run++) {
    const started = performance.now();
    const response = await fetch(
      `${node.baseUrl}/api/RelatorioGrafico/getRelatorioPorFazenda?FazendaId=${farmId}`,
      {
        headers: { authorization: `Bearer ${vet.token}` },
      },
    );
    await response.json();
    if (!response.ok) throw new Error(`report ${response.status}`);
    if (run > 0) times.push(performance.now() - started); // the first warms the node's caches
  }
  const raw = await query(
    `SELECT d.* FROM d0s d JOIN lotes l ON l.id = d."loteId" JOIN retiros r ON r.id = l."retiroId" WHERE r."fazendaId" = $1`,
    [farmId],
  );
  const rawIatfs = await query(
    `SELECT i.* FROM iatfs i JOIN lotes l ON l.id = i."loteId" JOIN retiros r ON r.id = l."retiroId" WHERE r."fazendaId" = $1`,
    [farmId],
  );
  return { times, rawMs: raw.ms + rawIatfs.ms, cows: raw.rows.length };
}

async function exportAll(node: BenchServer, vet: BenchUser, work: string) {
  const streamed = await streamExport({
    baseUrl: node.baseUrl,
    pid: node.pid,
    token: vet.token,
    route: '/api/Exportacao/exportacaoMatrizGeralPorUsuario',
    body: {},
    file: path.join(work, 'consultancy.xlsx'),
  });
  const raw = await rawWrite(path.join(work, 'consultancy.xlsx'));
  return {
    exportMs: streamed.ms,
    rawMs: raw.ms,
    rows: raw.rows,
    growth: streamed.peak - streamed.before,
    bytes: streamed.bytes,
  };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js')))
    throw new Error('run `npm run build` first');
  await prepareDatabase();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-bench-scale-'));
  // As docs/PRODUCTION.md says of several nodes: one JWT_SECRET, so a device's token is good on either.
  const env = {
    DATABASE_URL,
    GESTAR_DEMO: '1',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    JWT_SECRET: 'bench-scale-secret-shared-by-both-nodes-0123456789',
    // The load part reads each node's own timings (GET /metrics on the main port, with this token).
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  };
  const nodes: BenchServer[] = [];
  try {
    // One after the other: the first migrates the database, the second finds it current.
    nodes.push(await startServer(8311, path.join(work, 'a'), env));
    nodes.push(await startServer(8312, path.join(work, 'b'), env));
    const [nodeA, nodeB] = nodes as [BenchServer, BenchServer];
    // The database outlives a run: an earlier run's logins must not count against this one's, and the cows its
    // catch-up and pushers added must not grow this run's farms (the devices of a run start fresh).
    await query('DELETE FROM rate_limits');
    await query(`DELETE FROM d0s WHERE "codVaca" LIKE 'SEMANA-%' OR "codVaca" LIKE 'N%-%'`);
    const adminLogin = await session(nodeA.baseUrl, 'admin@gestar.example.com', 'gestar123');
    const admin: BenchUser = {
      ...adminLogin,
      email: 'admin@gestar.example.com',
      password: 'gestar123',
      nomeCompleto: 'Administrador',
    };
    let season = await savedSeason(DATABASE_URL);
    if (!season) {
      console.log(`Seeding ${TOTAL_COWS.toLocaleString('en-US')} cows through the sync API of both nodes…`);
      const started = performance.now();
      season = await seedSeason(nodes, admin, DATABASE_URL);
      console.log(`  seeded in ${ms(performance.now() - started)}`);
    }
    // Every run measures the season as seeded: the rows earlier runs added and the deletes above removed are compacted
    // away (FULL: the space a plain vacuum frees is reused by the next run's cows, scattered among the big farm's, and
    // its report read 0.6 s instead of 0.49 after a few runs), and the planner gets the statistics autovacuum keeps on
    // a real database (docs/PRODUCTION.md; this machine's cluster runs with it off). About 15 s.
    await query('VACUUM FULL ANALYZE');
    const vets: BenchUser[] = [];
    for (const vet of season.vets)
      vets.push({ ...vet, token: (await session(nodeA.baseUrl, vet.email, vet.password)).token });
    const cowsOf = (farms: { cows: number }[]) => farms.reduce((sum, farm) => sum + farm.cows, 0);
    console.log(
      `Season: ${cowsOf(season.farms).toLocaleString('en-US')} cows in ${season.farms.length} farms, ${VETS} vets;` +
        ` PostgreSQL ${DATABASE}; nodes ${nodeA.baseUrl} and ${nodeB.baseUrl}`,
    );

    // 1. A vet's first download of her 12 farms, on the second node.
    if (PARTS.has('download')) {
      const mine = farmsOf(season, 1);
      // Each round in a fresh browser beside its own raw write: only the ratio within a round compares on a
      // noisy machine, and the median of a few is steadier than any one.
      const ratios: number[] = [];
      for (let round = 0; round < DOWNLOAD_RUNS; round++) {
        const download = await measureFarmDownload(
          nodeB.baseUrl,
          vets[1] as BenchUser,
          mine.map((farm) => farm.id),
        );
        const downloadRatio = download.downloadMs / download.rawMs;
        ratios.push(downloadRatio);
        console.log(
          `first download of a vet's ${mine.length} farms (${cowsOf(mine).toLocaleString('en-US')} cows, ${download.records.toLocaleString('en-US')} records, ${download.pages} pages): ${ms(download.downloadMs)}` +
            `   | raw IndexedDB write of the same records (app's indexes): ${ms(download.rawMs)} (no index: ${ms(download.rawNoIndexMs)})` +
            `   → ${downloadRatio.toFixed(2)}×` +
            `\n     pages in flight (server + network): ${ms(download.fetchMs)}`,
        );
      }
      const ratio = median(ratios);
      console.log(
        `     ratio ${ratio.toFixed(2)}×${ratios.length > 1 ? ` (median of ${ratios.map((value) => value.toFixed(2)).join(', ')})` : ''}: target ≤ 1.5× ${verdict(ratio <= 1.5)}`,
      );
    }

    // 2. Back after a week offline.
    if (PARTS.has('catchup')) {
      const back = await catchUp(nodes, vets[1] as BenchUser, season, 1);
      console.log(
        `a device back after a week offline: ${back.records.toLocaleString('en-US')} changed records in ${back.pages} page(s): ${ms(back.pullMs)}` +
          `   | raw SELECT of them: ${ms(back.rawMs)} (${back.rawRows} rows)   target ≤ 2,000 ms ${verdict(back.pullMs <= 2000)}`,
      );
    }

    // 3. The 50,000-cow farm's report on PostgreSQL.
    if (PARTS.has('report')) {
      const big = season.farms[0];
      if (!big) throw new Error('no farm');
      const shown = await report(nodeA, vets[big.owner] as BenchUser, big.id);
      console.log(
        `report of the ${shown.cows.toLocaleString('en-US')}-cow farm (getRelatorioPorFazenda): ${shown.times.map(ms).join(', ')}; median ${ms(median(shown.times))}` +
          `   | raw SQL read of its cows and IATFs: ${ms(shown.rawMs)}   target ≤ 500 ms ${verdict(median(shown.times) <= 500)}`,
      );
    }

    // 4. The consultancy-wide export: vet 0's 10 farms, streamed by the second node.
    if (PARTS.has('export')) {
      const exported = await exportAll(nodeB, vets[0] as BenchUser, work);
      const exportRatio = exported.exportMs / exported.rawMs;
      console.log(
        `consultancy export (${farmsOf(season, 0).length} farms, ${exported.rows.toLocaleString('en-US')} rows, ${mb(exported.bytes)}): ${ms(exported.exportMs)}` +
          `   | raw ExcelJS streaming write of the same rows: ${ms(exported.rawMs)} → ${exportRatio.toFixed(2)}×, target ≤ 1.3× ${verdict(exportRatio <= 1.3)}` +
          `\n     node RSS growth while streaming: ${mb(exported.growth)}, target ≤ 300 MB ${verdict(exported.growth <= 300 * 1_048_576)}`,
      );
    }

    // 5. 1,000 devices polling every 30 s while 50 push 500 cows a minute, spread over both nodes.
    if (PARTS.has('load')) {
      const cursor = await currentRev();
      const devices: Device[] = Array.from({ length: DEVICES }, (_, n) => {
        const vet = n % VETS;
        return {
          node: (nodes[n % 2] as BenchServer).baseUrl,
          vet: vets[vet] as BenchUser,
          farmIds: farmsOf(season, vet).map((farm) => farm.id),
          cursor,
        };
      });
      const pushers: Pusher[] = Array.from({ length: PUSHERS }, (_, n) => {
        const vet = n % VETS;
        return {
          node: (nodes[(n + 1) % 2] as BenchServer).baseUrl,
          vet: vets[vet] as BenchUser,
          loteIds: season.farms
            .filter((farm) => farm.owner === vet)
            .flatMap((farm) => farm.loteIds.slice(0, 1)),
        };
      });
      // Scraped before and after: the histograms are counted between the two, and the event-loop lag gauges cover
      // the time since the scrape before (prom-client resets them on each scrape).
      const before = await Promise.all(nodes.map((node) => scrapeMetrics(node.baseUrl)));
      const load = await runLoad({ devices, pushers, seconds: LOAD_SECONDS, processes: SIM_PROCESSES });
      const after = await Promise.all(nodes.map((node) => scrapeMetrics(node.baseUrl)));
      const { polls, pushes, idle, bringing } = load;
      const bothServe = nodes.every((node) => (polls.perNode[node.baseUrl] ?? 0) > 0);
      console.log(
        `${DEVICES} devices polling every 30 s for ${LOAD_SECONDS} s, ${PUSHERS} pushing 500 cows a minute, two nodes:` +
          `\n     polls: ${polls.count} (${Object.entries(polls.perNode)
            .map(([node, count]) => `${node}: ${count}`)
            .join(
              ', ',
            )}), p50 ${polls.p50} ms, p99 ${polls.p99} ms, max ${polls.max} ms, errors ${polls.errors}` +
          `\n       nothing new: ${idle.count}, p50 ${idle.p50} ms, p99 ${idle.p99} ms, max ${idle.max} ms` +
          `\n       bringing the pushed cows (${bringing.records.toLocaleString('en-US')} records): ${bringing.count}, p50 ${bringing.p50} ms, p99 ${bringing.p99} ms, max ${bringing.max} ms` +
          `\n     pushes: ${pushes.count} (${pushes.records.toLocaleString('en-US')} records), p50 ${pushes.p50} ms, p99 ${pushes.p99} ms, max ${pushes.max} ms, errors ${pushes.errors}` +
          `\n     the simulator's own event loops (${load.simulatorLag.processes} processes of up to ${load.simulatorLag.devicesEach} devices), the worst: lag p99 ${load.simulatorLag.p99} ms, max ${load.simulatorLag.max} ms` +
          nodes
            .map((node, index) => {
              const share = (route: string) => {
                const latency = routeLatency(before[index] as string, after[index] as string, route);
                const within = Object.entries(latency.within)
                  .map(([bound, part]) => `≤ ${bound} ${(part * 100).toFixed(1)} %`)
                  .join(', ');
                return `${latency.count} answered, ${within}`;
              };
              const lag = (name: string) => `${(gauge(after[index] as string, name) * 1000).toFixed(0)} ms`;
              return (
                `\n     node ${node.baseUrl}, timed inside the node: half-sync ${share('/api/sync/half-sync')}; Queue ${share('/api/sync/Queue')}` +
                `\n       event-loop lag over the load: p99 ${lag('nodejs_eventloop_lag_p99_seconds')}, max ${lag('nodejs_eventloop_lag_max_seconds')}`
              );
            })
            .join('') +
          `\n     target p99 < 100 ms, 0 errors, both nodes serving: ${verdict(polls.p99 < 100 && polls.errors === 0 && pushes.errors === 0 && bothServe)}`,
      );
    }
  } finally {
    for (const node of nodes) await node.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
