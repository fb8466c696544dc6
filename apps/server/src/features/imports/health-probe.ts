// GET /api/health latencies while something runs, for the import tests and bench/imports.
// Not imported by production code.
//
// The probes come from a thread of their own, so they keep being sent on time when the server shares this
// process (the tests) and its event loop is blocked; and each client sends one every `intervalMs` whether or
// not the previous one came back — a client that waits for its answer before asking again records a stall of
// seconds as one slow probe, which a 99th percentile then hides.
import { Worker } from 'node:worker_threads';

const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, clients, intervalMs } = workerData;
const latencies = [];
const pending = new Set();
const probe = () => {
  const started = performance.now();
  const done = fetch(url)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined)
    .then(() => {
      latencies.push(performance.now() - started);
      pending.delete(done);
    });
  pending.add(done);
};
const timers = Array.from({ length: clients }, (_, client) =>
  setTimeout(() => {
    probe();
    timers[client] = setInterval(probe, intervalMs);
  }, (intervalMs * client) / clients),
);
parentPort.once('message', async () => {
  for (const timer of timers) clearInterval(timer);
  await Promise.all(pending);
  parentPort.postMessage(latencies);
});
parentPort.postMessage('started');
`;

export type HealthProbe = { stop: () => Promise<number[]> };

/** Starts `clients` clients probing `baseUrl`/api/health every `intervalMs` each; stop() gives the latencies. */
export async function probeHealth(baseUrl: string, clients: number, intervalMs = 50): Promise<HealthProbe> {
  const worker = new Worker(PROBER, {
    eval: true,
    workerData: { url: `${baseUrl}/api/health`, clients, intervalMs },
  });
  await new Promise((resolve) => worker.once('message', resolve));
  let stopped: Promise<number[]> | undefined;
  return {
    // Once: a second call gets the same latencies.
    stop: () => {
      stopped ??= (async () => {
        const latencies = new Promise<number[]>((resolve) => worker.once('message', resolve));
        worker.postMessage('stop');
        const result = await latencies;
        await worker.terminate();
        return result;
      })();
      return stopped;
    },
  };
}

/** The `share` quantile of `values` (0.99: the 99th percentile). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}
