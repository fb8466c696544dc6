// A consultancy's devices on two API nodes at once: each simulated device asks half-sync for news every 30 s
// (its vet's 12 farms, with the cursors of its last answer, as the app's scheduler does), while some devices
// push 500 new cows a minute into their farms. Every request's latency is timed from this process, per node.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
   * This process's own event-loop delay over the load: every device here shares one loop (parsing every answer),
   * as real devices do not, so a poll's time above may hold up to this much waiting for the simulator itself.
   */
  simulatorLag: { p99: number; max: number };
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
  for (;;) {
    const { ok, json } = await post(`${device.node}/api/sync/half-sync`, device.vet.token, {
      lastPulledAt: device.cursor,
      fazendasBaixadas: device.farmIds.map((id) => ({ id, lastPulledAt: device.cursor })),
      // As the app asks (sync/pull.ts): null fields left out.
      omitNulls: true,
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

/**
 * Runs for `seconds`: every device polls every `pollEvery` s from a staggered start; every pusher pushes
 * `perPush` cows every `pushEvery` s (one Queue call, as a device's outbox sends them).
 */
export async function runLoad(options: {
  devices: Device[];
  pushers: Pusher[];
  seconds: number;
  pollEvery?: number;
  pushEvery?: number;
  perPush?: number;
}): Promise<LoadFigures> {
  const { devices, pushers, seconds, pollEvery = 30, pushEvery = 60, perPush = 500 } = options;
  const end = performance.now() + seconds * 1000;
  const pollTimes: number[] = [];
  const idleTimes: number[] = [];
  const bringingTimes: number[] = [];
  let brought = 0;
  const pushTimes: number[] = [];
  const perNode: Record<string, number> = {};
  let pollErrors = 0;
  let pushErrors = 0;
  let pushed = 0;
  const sleepUntil = (at: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

  const deviceLoop = async (device: Device, index: number) => {
    for (
      let at = performance.now() + (index / devices.length) * pollEvery * 1000;
      at < end;
      at += pollEvery * 1000
    ) {
      await sleepUntil(at);
      const started = performance.now();
      const records = await poll(device).catch(() => null);
      const took = performance.now() - started;
      pollTimes.push(took);
      if (records === null) pollErrors += 1;
      else {
        perNode[device.node] = (perNode[device.node] ?? 0) + 1;
        (records > 0 ? bringingTimes : idleTimes).push(took);
        brought += records;
      }
    }
  };
  const pusherLoop = async (pusher: Pusher, index: number) => {
    for (
      let at = performance.now() + (index / pushers.length) * pushEvery * 1000, round = 0;
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
      pushTimes.push(performance.now() - started);
      const applied = answer.ok ? ((answer.json as { aplicados?: unknown[] }).aplicados?.length ?? 0) : 0;
      if (applied !== perPush) pushErrors += 1;
      pushed += applied;
    }
  };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  await Promise.all([...devices.map(deviceLoop), ...pushers.map(pusherLoop)]);
  lag.disable();
  return {
    simulatorLag: { p99: round(lag.percentile(99) / 1e6), max: round(lag.max / 1e6) },
    polls: { ...spread(pollTimes), errors: pollErrors, perNode },
    idle: spread(idleTimes),
    bringing: { ...spread(bringingTimes), records: brought },
    pushes: { ...spread(pushTimes), errors: pushErrors, records: pushed },
  };
}
