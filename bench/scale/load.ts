// A consultancy's devices on two API nodes at once: each simulated device asks half-sync for news every 30 s
// (its vet's 12 farms, with the cursors of its last answer, as the app's scheduler does), while some devices
// push 500 new cows a minute into their farms. The devices are spread over several simulator processes
// (load-process.ts), each timing its own requests.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { BenchUser } from '../web/server.ts';

export type Device = { node: string; vet: BenchUser; farmIds: string[]; cursor: number };
export type Pusher = { node: string; vet: BenchUser; loteIds: string[] };

type Spread = { count: number; p50: number; p99: number; max: number };

export type LoadFigures = {
  /** The polls that found nothing new, and those that brought records (the pushed cows of the device's farms). */
  idle: Spread;
  bringing: Spread & { records: number };
  polls: {
    count: number;
    errors: number;
    p50: number;
    p99: number;
    max: number;
    perNode: Record<string, number>;
  };
  pushes: { count: number; errors: number; p50: number; p99: number; max: number; records: number };
  /**
   * The simulator processes' own event-loop delay over the load (the worst process's p99 and max): the devices of
   * one process share its loop (parsing every answer), as real devices do not, so a poll's time above may hold up
   * to this much waiting for the simulator itself.
   */
  simulatorLag: { p99: number; max: number; processes: number; devicesEach: number };
};

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
const round = (value: number) => Math.round(value * 10) / 10;

async function post(url: string, token: string, body: unknown): Promise<{ ok: boolean; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { ok: response.ok, json: response.ok ? JSON.parse(text) : text };
}

/**
 * One poll, and the cursor the answer gives (pages until the device is up to date, as the app does): the records
 * it brought, or null on an error.
 */
async function poll(device: Device): Promise<number | null> {
  let records = 0;
  for (let followsFullPage = false; ; followsFullPage = true) {
    const { ok, json } = await post(`${device.node}/api/sync/half-sync`, device.vet.token, {
      lastPulledAt: device.cursor,
      fazendasBaixadas: device.farmIds.map((id) => ({ id, lastPulledAt: device.cursor })),
      // As the app asks (sync/pull.ts): null fields left out, and a page after a full one says so.
      omitNulls: true,
      ...(followsFullPage ? { followsFullPage } : {}),
    });
    if (!ok) return null;
    const page = (json as { response: Record<string, unknown> & { lastPulledAt: number; temMais: boolean } })
      .response;
    for (const value of Object.values(page)) if (Array.isArray(value)) records += value.length;
    device.cursor = Math.max(device.cursor, page.lastPulledAt);
    if (!page.temMais) return records;
  }
}

function spread(times: number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(quantile(sorted, 0.5)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

function cowsFor(loteId: string, count: number) {
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, n) => ({
    id: randomUUID(),
    created: now,
    updated: now,
    isDeleted: false,
    priority: false,
    codVaca: `N${Date.now().toString(36)}-${n}`,
    loteId,
  }));
}

/** What one simulator process is given: its devices and pushers with their places in the whole staggered start. */
export type Share = {
  devices: { device: Device; index: number }[];
  deviceTotal: number;
  pushers: { pusher: Pusher; index: number }[];
  pusherTotal: number;
  /** Wall-clock ms (Date.now) when the load starts, the same in every process. */
  startsAt: number;
  seconds: number;
  pollEvery: number;
  pushEvery: number;
  perPush: number;
};

/** One process's raw timings, merged by runLoad. */
export type Samples = {
  polls: number[];
  idle: number[];
  bringing: number[];
  brought: number;
  perNode: Record<string, number>;
  pollErrors: number;
  pushes: number[];
  pushErrors: number;
  pushed: number;
  lag: { p99: number; max: number };
};

/**
 * Runs this process's share: every device polls every `pollEvery` s from a staggered start; every pusher pushes
 * `perPush` cows every `pushEvery` s (one Queue call, as a device's outbox sends them).
 */
export async function simulate(share: Share): Promise<Samples> {
  const { pollEvery, pushEvery, perPush } = share;
  const begin = performance.now() + (share.startsAt - Date.now());
  const end = begin + share.seconds * 1000;
  const samples: Samples = {
    polls: [],
    idle: [],
    bringing: [],
    brought: 0,
    perNode: {},
    pollErrors: 0,
    pushes: [],
    pushErrors: 0,
    pushed: 0,
    lag: { p99: 0, max: 0 },
  };
  const sleepUntil = (at: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

  const deviceLoop = async ({ device, index }: Share['devices'][number]) => {
    for (let at = begin + (index / share.deviceTotal) * pollEvery * 1000; at < end; at += pollEvery * 1000) {
      await sleepUntil(at);
      const started = performance.now();
      const records = await poll(device).catch(() => null);
      const took = performance.now() - started;
      samples.polls.push(took);
      if (records === null) samples.pollErrors += 1;
      else {
        samples.perNode[device.node] = (samples.perNode[device.node] ?? 0) + 1;
        (records > 0 ? samples.bringing : samples.idle).push(took);
        samples.brought += records;
      }
    }
  };
  const pusherLoop = async ({ pusher, index }: Share['pushers'][number]) => {
    for (
      let at = begin + (index / share.pusherTotal) * pushEvery * 1000, round = 0;
      at < end;
      at += pushEvery * 1000, round++
    ) {
      await sleepUntil(at);
      const loteId = pusher.loteIds[round % pusher.loteIds.length] as string;
      const started = performance.now();
      const answer = await post(`${pusher.node}/api/sync/Queue`, pusher.vet.token, {
        tipoId: 'd0s',
        loggedUser: pusher.vet.id,
        contents: cowsFor(loteId, perPush).map((json) => ({ verbo: 'POST', json })),
      }).catch(() => ({ ok: false, json: null }));
      samples.pushes.push(performance.now() - started);
      const applied = answer.ok ? ((answer.json as { aplicados?: unknown[] }).aplicados?.length ?? 0) : 0;
      if (applied !== perPush) samples.pushErrors += 1;
      samples.pushed += applied;
    }
  };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  await Promise.all([...share.devices.map(deviceLoop), ...share.pushers.map(pusherLoop)]);
  lag.disable();
  samples.lag = { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 };
  return samples;
}

/** One simulator process running `share` (load-process.ts), its samples when it is done. */
function simulateInProcess(share: Share): Promise<Samples> {
  return new Promise((resolve, reject) => {
    // tsx's loaders come with process.execArgv, which fork passes on.
    const child = fork(fileURLToPath(new URL('./load-process.ts', import.meta.url)), {
      serialization: 'advanced',
    });
    let samples: Samples | null = null;
    child.once('message', (message) => {
      samples = message as Samples;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      samples ? resolve(samples) : reject(new Error(`simulator process exited ${code} without samples`)),
    );
    child.send(share);
  });
}

/** Simulator processes the devices are spread over unless told (BENCH_SIM_PROCESSES): one per core and more. */
export const DEFAULT_SIM_PROCESSES = 4;

/**
 * Runs for `seconds` over `processes` simulator processes (DEFAULT_SIM_PROCESSES unless told): a phone parses
 * only its own answers, so 1,000 devices on one event loop would time each other's parsing into their polls.
 * Devices and pushers are dealt round robin and keep their place in the one staggered start.
 */
export async function runLoad(options: {
  devices: Device[];
  pushers: Pusher[];
  seconds: number;
  pollEvery?: number;
  pushEvery?: number;
  perPush?: number;
  processes?: number;
}): Promise<LoadFigures> {
  const { devices, pushers, seconds, pollEvery = 30, pushEvery = 60, perPush = 500 } = options;
  const processes = Math.max(1, options.processes ?? DEFAULT_SIM_PROCESSES);
  // Time for every process to start (tsx compiles on start) before the first poll.
  const startsAt = Date.now() + 3000;
  const shares: Share[] = Array.from({ length: processes }, (_, k) => ({
    devices: devices.flatMap((device, index) => (index % processes === k ? [{ device, index }] : [])),
    deviceTotal: devices.length,
    pushers: pushers.flatMap((pusher, index) => (index % processes === k ? [{ pusher, index }] : [])),
    pusherTotal: pushers.length,
    startsAt,
    seconds,
    pollEvery,
    pushEvery,
    perPush,
  }));
  const all = await Promise.all(shares.map(processes === 1 ? simulate : simulateInProcess));
  const merged = (pick: (samples: Samples) => number[]) => all.flatMap(pick);
  const sum = (pick: (samples: Samples) => number) =>
    all.reduce((total, samples) => total + pick(samples), 0);
  const perNode: Record<string, number> = {};
  for (const samples of all)
    for (const [node, count] of Object.entries(samples.perNode)) perNode[node] = (perNode[node] ?? 0) + count;
  return {
    simulatorLag: {
      p99: round(Math.max(...all.map((samples) => samples.lag.p99))),
      max: round(Math.max(...all.map((samples) => samples.lag.max))),
      processes,
      devicesEach: Math.ceil(devices.length / processes),
    },
    polls: {
      ...spread(merged((samples) => samples.polls)),
      errors: sum((samples) => samples.pollErrors),
      perNode,
    },
    idle: spread(merged((samples) => samples.idle)),
    bringing: {
      ...spread(merged((samples) => samples.bringing)),
      records: sum((samples) => samples.brought),
    },
    pushes: {
      ...spread(merged((samples) => samples.pushes)),
      errors: sum((samples) => samples.pushErrors),
      records: sum((samples) => samples.pushed),
    },
  };
}
