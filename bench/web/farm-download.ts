import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
// Types only: the `window.__gestarE2e` hook (features/home/e2e-hook.ts) the measurement calls.
import type {} from '../../apps/web/src/features/home/e2e-hook.ts';
import { launchFresh, markSeasonNoticeSeen, profileCpu } from './browser.ts';
import type { BenchUser } from './server.ts';

export type FarmDownload = {
  downloadMs: number;
  /** half-sync pages of the download, and the time they were in flight (server + network + body). */
  pages: number;
  fetchMs: number;
  records: number;
  /** The same records put in ONE transaction into stores with the app's indexes. */
  rawMs: number;
  /** The same, into stores without secondary indexes (for reference). */
  rawNoIndexMs: number;
  /**
   * CPU time (ms, Linux /proc) spent during the download and during the raw write with indexes: by the server, by
   * Chromium's browser process (where IndexedDB writes) and by its other processes (the page, network, GPU). On a
   * 2-core machine the download's sum over 2 is its floor: the raw write has no server nor network beside it.
   */
  cpu?: { download: CpuSpent; raw: CpuSpent };
};

type CpuSpent = { server: number; browser: number; others: number; byType: Record<string, number> };

/** User + system CPU time of a process in ms, or 0 when it cannot be read (not Linux, process gone). */
export function cpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/** User + system CPU time in ms from a /proc stat file (a process's or a thread's), or 0 when it cannot be read. */
function statCpuMs(file: string): number {
  try {
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return 0;
  }
}

/**
 * BENCH_THREADS=1: CPU time (ms) of each thread of process `pid`, by thread name prefixed with `kind` (say
 * `renderer/Compositor`): where in Chromium a difference between the download and the raw write lies.
 */
function addThreads(into: Record<string, number>, pid: number, kind: string): void {
  if (!process.env.BENCH_THREADS) return;
  let threads: string[] = [];
  try {
    threads = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return; // Gone meanwhile.
  }
  for (const tid of threads) {
    try {
      const name = fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const key = `${kind}/${name}`;
      into[key] = (into[key] ?? 0) + statCpuMs(`/proc/${pid}/task/${tid}/stat`);
    } catch {
      // Ended meanwhile.
    }
  }
}

/** Every process's parent, from /proc. */
function parents(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      found.set(Number(entry), ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** A Chromium child's kind from its command line: `renderer`, `gpu-process`, or a utility's service name. */
function processType(pid: number): string {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const type = /--type=([^\s\0]+)/.exec(command)?.[1] ?? 'other';
    const service = /--utility-sub-type=([^\s\0]+)/.exec(command)?.[1];
    return service ? (service.split('.').pop() ?? service) : type;
  } catch {
    return 'gone';
  }
}

/**
 * The bench's Chromium (its browser process carries `mark`): the browser process apart from its descendants, and
 * theirs by process type.
 */
function chromiumCpu(mark: string): { browser: number; others: number; byType: Record<string, number> } {
  const spent = { browser: 0, others: 0, byType: {} as Record<string, number> };
  if (!fs.existsSync('/proc/self/stat')) return spent;
  const tree = parents();
  const browser = [...tree.keys()].find((pid) => {
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return command.includes(`--gestar-bench=${mark}`) && !command.includes('--type=');
    } catch {
      return false;
    }
  });
  if (browser === undefined) return spent;
  const descends = (pid: number): boolean => {
    for (let at = tree.get(pid), hops = 0; at !== undefined && at > 1 && hops < 10; at = tree.get(at), hops++)
      if (at === browser) return true;
    return false;
  };
  spent.browser = cpuMs(browser);
  for (const pid of tree.keys()) {
    if (!descends(pid)) continue;
    const spentThere = cpuMs(pid);
    const type = processType(pid);
    spent.others += spentThere;
    spent.byType[type] = (spent.byType[type] ?? 0) + spentThere;
    addThreads(spent.byType, pid, type);
  }
  addThreads(spent.byType, browser, 'browser');
  return spent;
}

function cpuSince(serverPid: number | undefined, mark: string, from: CpuSpent): CpuSpent {
  const now = { server: serverPid ? cpuMs(serverPid) : 0, ...chromiumCpu(mark) };
  const byType: Record<string, number> = {};
  for (const [type, spent] of Object.entries(now.byType)) byType[type] = spent - (from.byType[type] ?? 0);
  return {
    server: now.server - from.server,
    browser: now.browser - from.browser,
    others: now.others - from.others,
    byType,
  };
}

function cpuNow(serverPid: number | undefined, mark: string): CpuSpent {
  return cpuSince(serverPid, mark, { server: 0, browser: 0, others: 0, byType: {} });
}

/** The app's stores of the farm's records (cows, IATFs, DNs): what the raw write and PouchDB's run hold. */
const STORES = ['d0s', 'iatfs', 'dns'];

/**
 * Runs in the page before the download: waits for home's first sync to finish (and stops the 30 s timer) and for
 * the app's service worker to be installed.
 */
const SETTLE_SCRIPT = `(async () => {
    const hook = window.__gestarE2e;
    if (!hook) throw new Error('e2e hook missing (navigator.webdriver?)');
    hook.stopScheduler();
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    while (hook.isSyncRunning() || (await hook.db.meta.get('lastSyncAt'))?.value == null) await pause();
    // The app's first visit installs its service worker, which copies every asset into the cache (seconds of
    // work on the page's and the browser's threads): a one-time install, not part of the download, and it
    // would run beside the download but not beside the raw write.
    if (navigator.serviceWorker) await navigator.serviceWorker.ready;
  })()`;

/**
 * Runs in the page once it has settled (SETTLE_SCRIPT): times the app's engine downloading the farm, and how long
 * its half-sync pages were in flight (server + network).
 */
function downloadScript(farmIds: readonly string[]): string {
  return `(async () => {
    const hook = window.__gestarE2e;
    performance.clearResourceTimings();
    const started = performance.now();
    const farmIds = ${JSON.stringify(farmIds)};
    // As home does: the app downloads 10 farms at a time (spec), then the rest.
    const downloaded = [];
    let asked = farmIds;
    while (asked.length > 0) {
      const outcome = await hook.downloadFarms(asked);
      if (outcome.result.status !== 'done') throw new Error('download failed: ' + JSON.stringify(outcome.result));
      downloaded.push(...outcome.downloaded);
      asked = outcome.remaining;
    }
    const ms = performance.now() - started;
    if (farmIds.some((id) => !downloaded.includes(id))) {
      throw new Error('farms not downloaded: ' + JSON.stringify(farmIds.filter((id) => !downloaded.includes(id))));
    }
    const pages = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/sync/half-sync') && entry.startTime >= started);
    // Each page's request sent, first byte and last byte, in ms from the start, and its size in KiB: a page asked
    // for right as the one before arrived waited on the server; one asked for later, on the device storing the one
    // before.
    const timeline = pages.map((entry) => [
      ...[entry.startTime, entry.responseStart, entry.responseEnd].map((at) => Math.round(at - started)),
      Math.round(entry.decodedBodySize / 1024),
    ]);
    return { ms, pages: pages.length, fetchMs: pages.reduce((sum, entry) => sum + entry.duration, 0), timeline };
  })()`;
}

/**
 * The baseline, prepared in the page: read the records the download stored; `writePuts` then puts them into a
 * fresh database in ONE readwrite transaction (once with the app's indexes, once without). A string because tsx
 * compiles functions with helpers (`__name`) that do not exist in the page.
 */
function rawPutScript(stores: readonly string[]): string {
  return `(async () => {
    const stores = ${JSON.stringify(stores)};
    const request = (req) => new Promise((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const open = (name, upgrade) => new Promise((resolve, reject) => {
      const req = upgrade ? indexedDB.open(name, 1) : indexedDB.open(name);
      if (upgrade) req.onupgradeneeded = () => upgrade(req.result);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const app = await open('gestar');
    const read = app.transaction(stores, 'readonly');
    const records = {};
    const indexes = {};
    for (const store of stores) {
      const objectStore = read.objectStore(store);
      records[store] = await request(objectStore.getAll());
      indexes[store] = [...objectStore.indexNames].map((name) => {
        const index = objectStore.index(name);
        return { name, keyPath: index.keyPath, multiEntry: index.multiEntry };
      });
    }
    app.close();
    const timePuts = async (name, withIndexes) => {
      const db = await open(name, (target) => {
        for (const store of stores) {
          const created = target.createObjectStore(store, { keyPath: 'id' });
          if (withIndexes) {
            for (const index of indexes[store]) {
              created.createIndex(index.name, index.keyPath, { multiEntry: index.multiEntry });
            }
          }
        }
      });
      const started = performance.now();
      const tx = db.transaction(stores, 'readwrite');
      for (const store of stores) {
        const objectStore = tx.objectStore(store);
        for (const record of records[store]) objectStore.put(record);
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
      const ms = performance.now() - started;
      db.close();
      return ms;
    };
    // Each write is timed by its own call (writePuts), so that the CPU spent on it alone can be read around it.
    window.__benchRawPuts = timePuts;
    // Kept for readStoredRecords (pouchdb-replication.ts): the same records, not read a second time.
    window.__benchStored = records;
    return { count: stores.reduce((sum, store) => sum + records[store].length, 0) };
  })()`;
}

/** One raw write prepared by rawPutScript, into a fresh database with or without the app's indexes. */
function writePuts(withIndexes: boolean): string {
  return `window.__benchRawPuts('bench-raw-${withIndexes ? 'indexed' : 'plain'}-' + Date.now(), ${withIndexes})`;
}

/**
 * (c) Server → IndexedDB download of farms through the app's own engine (called in the page, timed there),
 * then, in the same page, a raw IndexedDB put loop of the records it stored.
 */
export async function measureFarmDownload(
  baseUrl: string,
  user: BenchUser,
  farmIds: readonly string[],
  /** The server's process, for the CPU it spends during the download. */
  serverPid?: number,
  /** Called on the page after the measurements, to read what the download stored (pouchdb-replication.ts). */
  inspect?: (page: Page) => Promise<void>,
): Promise<FarmDownload> {
  const mark = randomUUID();
  const context = await launchFresh(baseUrl, mark);
  try {
    const page = await context.newPage();
    await markSeasonNoticeSeen(page, user.id);
    await page.goto('/login');
    await page.getByLabel('CPF ou E-mail').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: `Bem-vindo(a), ${user.nomeCompleto}!` }).waitFor();
    // Home's first sync (lists and the farm list) must be over and no periodic one may start, or the download
    // would wait its turn (spec §9: 3 s) inside the timed call.
    await page.evaluate(SETTLE_SCRIPT);
    // After the settling, so that the CPU read around the download (and its profile) is the download's alone.
    // BENCH_CPU_PROFILE=<file>: the page's CPU profile over the download.
    const stopProfile = await profileCpu(page, process.env.BENCH_CPU_PROFILE);
    const beforeDownload = cpuNow(serverPid, mark);
    const download = (await page.evaluate(downloadScript(farmIds))) as {
      ms: number;
      pages: number;
      fetchMs: number;
      timeline: number[][];
    };
    await stopProfile();
    // BENCH_TIMELINE=1: when each page was asked for, began and ended to arrive, and its size.
    if (process.env.BENCH_TIMELINE)
      console.log(
        `    pages (asked, first byte, last byte in ms; KiB): ${JSON.stringify(download.timeline)}`,
      );

    const downloadCpu = cpuSince(serverPid, mark, beforeDownload);
    // The app packs the downloaded farms' reports in the background once the download is over: not part of the
    // raw write timed next, so it is let finish first.
    await page.evaluate('window.__gestarE2e.farmPacksSettled()');
    const { count } = (await page.evaluate(rawPutScript(STORES))) as { count: number };
    const beforeRaw = cpuNow(serverPid, mark);
    const rawMs = (await page.evaluate(writePuts(true))) as number;
    const rawCpu = cpuSince(serverPid, mark, beforeRaw);
    const rawNoIndexMs = (await page.evaluate(writePuts(false))) as number;
    await inspect?.(page);

    return {
      downloadMs: download.ms,
      pages: download.pages,
      fetchMs: download.fetchMs,
      records: count,
      rawMs,
      rawNoIndexMs,
      cpu: { download: downloadCpu, raw: rawCpu },
    };
  } finally {
    await context.close();
  }
}
