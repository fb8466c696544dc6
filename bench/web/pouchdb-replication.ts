import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { launchFresh } from './browser.ts';
import { cpuMs } from './farm-download.ts';

// The app's download beside PouchDB's replication of the same records: those the download stored, served by a
// CouchDB-compatible server (express-pouchdb over PouchDB's in-memory adapter: CouchDB itself cannot be installed
// here) and replicated into the browser's IndexedDB by PouchDB as an app using it would: PouchDB.replicate(remote, local), default options.
// The server is a child process, as the app's server is, so that it does not share the bench's event loop; run
// directly (`tsx pouchdb-replication.ts serve PORT`), this file is that child.

/** Records of the app's stores, per store name. */
export type StoredRecords = Record<string, Record<string, unknown>[]>;

export type PouchReplication = {
  /** Documents replicated (one per record). */
  docs: number;
  /** With PouchDB's default options: the time to complete, and the CPU time the server spent meanwhile. */
  ms: number;
  serverCpuMs: number;
  /** The same with a larger batch_size, for reference (not what a default app does). */
  reference?: { batchSize: number; ms: number; serverCpuMs: number };
};

const DB = 'farm';
const LOAD_BATCH = 2000;
const SELF = fileURLToPath(import.meta.url);

/**
 * The records of the app's stores in `page`, per store: those the raw write read (farm-download.ts rawPutScript keeps
 * them), as one JSON string, which crosses faster than objects. Call it on the page that downloaded the farm.
 */
export async function readStoredRecords(page: Page): Promise<StoredRecords> {
  const json = (await page.evaluate('JSON.stringify(window.__benchStored ?? null)')) as string;
  const stored = JSON.parse(json) as StoredRecords | null;
  if (!stored) throw new Error('no stored records: call readStoredRecords after the raw write');
  return stored;
}

/** Runs on the PouchDB server's page: replicates its database into a fresh local one, timed in the page. */
function replicateScript(options: Record<string, unknown>): string {
  return `(async () => {
    const remote = new PouchDB(location.origin + '/${DB}');
    const local = new PouchDB('local-' + Date.now());
    const started = performance.now();
    const result = await PouchDB.replicate(remote, local, ${JSON.stringify(options)});
    const ms = performance.now() - started;
    const info = await local.info();
    return { ms, ok: result.ok, adapter: local.adapter, count: info.doc_count };
  })()`;
}

async function startPouchServer(
  port: number,
): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  // execArgv carries tsx's loader, whichever way the bench was started.
  const child: ChildProcess = spawn(process.execPath, [...process.execArgv, SELF, 'serve', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // The child says when it listens: polling the port could find another run's server there and load into it.
  const ready = await new Promise<boolean>((resolve) => {
    const settle = (listening: boolean) => {
      clearTimeout(timer);
      resolve(listening);
    };
    const timer = setTimeout(() => settle(false), 30_000);
    child.once('message', () => settle(true));
    child.once('exit', () => settle(false));
  });
  if (!ready) {
    await stop();
    throw new Error(`PouchDB server did not start on port ${port} (in use? BENCH_POUCH_PORT)`);
  }
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop };
}

/**
 * Bulk-loads the records as CouchDB documents (`_id` = the record's id, `type` = its store), untimed. The app's
 * client-only bookkeeping (`_status`, `_changed`, `_rev`: local-record.ts) is left out: CouchDB reserves `_`
 * fields, and PouchDB keeps that state itself (its own `_rev`), so the canonical record is what a PouchDB app holds.
 */
async function load(baseUrl: string, stored: StoredRecords): Promise<number> {
  const docs = Object.entries(stored).flatMap(([type, records]) =>
    records.map(({ id, ...fields }) => ({
      _id: String(id),
      type,
      ...Object.fromEntries(Object.entries(fields).filter(([key]) => !key.startsWith('_'))),
    })),
  );
  const created = await fetch(`${baseUrl}/${DB}`, { method: 'PUT' });
  if (!created.ok) throw new Error(`PUT /${DB}: ${created.status} ${await created.text()}`);
  for (let start = 0; start < docs.length; start += LOAD_BATCH) {
    const response = await fetch(`${baseUrl}/${DB}/_bulk_docs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ docs: docs.slice(start, start + LOAD_BATCH) }),
    });
    const answer = (await response.json()) as { error?: string }[];
    const refused = Array.isArray(answer) ? answer.filter((row) => row.error) : [answer];
    if (!response.ok || refused.length > 0)
      throw new Error(`_bulk_docs refused: ${JSON.stringify(refused.slice(0, 3))}`);
  }
  return docs.length;
}

/**
 * PouchDB's replication of `stored` (the records the app's download stored) from a CouchDB-compatible server on
 * `port` into IndexedDB in a fresh Chromium; `referenceBatchSize` adds a second, non-default run.
 */
export async function measurePouchReplication(
  port: number,
  stored: StoredRecords,
  referenceBatchSize = 0,
): Promise<PouchReplication> {
  const server = await startPouchServer(port);
  try {
    const docs = await load(server.baseUrl, stored);
    const run = async (options: Record<string, unknown>) => {
      // A fresh browser per run: the second must not find the first's database warm in IndexedDB.
      const context = await launchFresh(server.baseUrl);
      try {
        const page = await context.newPage();
        await page.goto('/bench.html');
        const cpuBefore = cpuMs(server.pid);
        const result = (await page.evaluate(replicateScript(options))) as {
          ms: number;
          ok: boolean;
          adapter: string;
          count: number;
        };
        const serverCpuMs = cpuMs(server.pid) - cpuBefore;
        if (!result.ok || result.count !== docs)
          throw new Error(`PouchDB replicated ${result.count} of ${docs} documents`);
        // PouchDB's default in a browser; anything else would be another measurement.
        if (result.adapter !== 'idb')
          throw new Error(`PouchDB stored through ${result.adapter}, not IndexedDB`);
        return { ms: result.ms, serverCpuMs };
      } finally {
        await context.close();
      }
    };
    const defaults = await run({});
    if (referenceBatchSize <= 0) return { docs, ...defaults };
    const reference = await run({ batch_size: referenceBatchSize });
    return { docs, ...defaults, reference: { batchSize: referenceBatchSize, ...reference } };
  } finally {
    await server.stop();
  }
}

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** The child: express-pouchdb over the memory adapter, plus a page and PouchDB's browser build on its origin. */
async function serve(port: number): Promise<void> {
  const require = createRequire(import.meta.url);
  const PouchDB = (require('pouchdb-core') as { plugin: (plugin: unknown) => unknown }).plugin(
    require('pouchdb-adapter-memory'),
  ) as { defaults: (options: Record<string, unknown>) => unknown };
  const expressPouchDB = require('express-pouchdb') as (pouch: unknown, options: unknown) => Handler;
  // 'minimumForPouchDB': the routes replication uses, without CouchDB's config file and log in the cwd.
  const couch = expressPouchDB(PouchDB.defaults({ adapter: 'memory' }), {
    mode: 'minimumForPouchDB',
    inMemoryConfig: true,
  });
  // pouchdb-browser bundled as an app's bundler would (its package ships no prebuilt file), with the `events`
  // package for Node's module of that name, as PouchDB's guide asks of bundler users.
  const { build } = await import('esbuild');
  const bundle = await build({
    stdin: {
      contents: `import PouchDB from ${JSON.stringify(require.resolve('pouchdb-browser'))}; window.PouchDB = PouchDB;`,
      resolveDir: path.dirname(SELF),
    },
    alias: { events: require.resolve('events/') },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    write: false,
  });
  const script = bundle.outputFiles[0]?.contents ?? new Uint8Array();
  const page =
    '<!doctype html><meta charset="utf-8"><title>PouchDB</title><script src="/pouchdb.js"></script>';
  http
    .createServer((request, response) => {
      if (request.url === '/bench.html') response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      else if (request.url === '/pouchdb.js')
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      else couch(request, response);
    })
    .listen(port, '127.0.0.1', () => process.send?.('listening'));
}

if (process.argv[1] === SELF && process.argv[2] === 'serve') {
  serve(Number(process.argv[3])).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
