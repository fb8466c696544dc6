// The polling part of the sync benchmark: N devices asking half-sync for news when there is none, driven by
// autocannon in a child process. Besides autocannon's latency (which includes the time a request waits for the
// load generator itself when both share the machine's cores) it reports what the server alone took per
// request, and who used the CPU, so a missed target can be pinned on the server or on the measuring side.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { createHistogram } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { TestServer } from '../../apps/server/src/test-support/test-server.ts';

const run = promisify(execFile);
const autocannonPath = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

// Runs in the child: autocannon's programmatic API, then its own CPU time, as one JSON line.
const CLIENT = `
const autocannon = require(process.argv[1]);
autocannon(JSON.parse(process.argv[2]), (error, result) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify({ result, cpu: process.cpuUsage() }));
});`;

type AutocannonResult = {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

export type PollFigures = {
  client: { p50: number; p99: number; max: number; perSecond: number; total: number; errors: number };
  /** From the moment Node handed the request to the server until the answer was written, in ms. */
  server: { p50: number; p99: number; max: number };
  /** CPU microseconds per request: the server process, autocannon, and everything else on the machine. */
  cpu: { server: number; client: number; others: number; cores: number };
};

/** Busy and total jiffies of the whole machine (Linux; zeros elsewhere). */
function machineTicks(): { busy: number; total: number } {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

const cores = () => {
  try {
    return fs
      .readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('processor')).length;
  } catch {
    return 0;
  }
};

export async function pollNothingNew(
  server: TestServer,
  options: { token: string; body: string; devices: number; seconds: number },
): Promise<PollFigures> {
  const histogram = createHistogram();
  const onRequest = (_request: IncomingMessage, response: ServerResponse) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => histogram.record(Number(process.hrtime.bigint() - started) || 1));
  };
  const settings = {
    url: `${server.baseUrl}/api/sync/half-sync`,
    method: 'POST',
    headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
    body: options.body,
    connections: options.devices,
  };
  // A short warm-up (JIT, connection set-up) that is not measured.
  await run(process.execPath, ['-e', CLIENT, autocannonPath, JSON.stringify({ ...settings, duration: 2 })]);

  server.app.server.on('request', onRequest);
  const ticksBefore = machineTicks();
  const cpuBefore = process.cpuUsage();
  const { stdout } = await run(
    process.execPath,
    ['-e', CLIENT, autocannonPath, JSON.stringify({ ...settings, duration: options.seconds })],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const serverCpu = process.cpuUsage(cpuBefore);
  const ticksAfter = machineTicks();
  server.app.server.off('request', onRequest);

  const { result, cpu } = JSON.parse(stdout) as { result: AutocannonResult; cpu: NodeJS.CpuUsage };
  const total = Math.max(1, result.requests.total);
  const serverMicros = serverCpu.user + serverCpu.system;
  const clientMicros = cpu.user + cpu.system;
  // Jiffies are 10 ms on Linux: the machine's busy time, minus the two processes measured, is everyone else.
  const machineMicros = (ticksAfter.busy - ticksBefore.busy) * 10_000;
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return {
    client: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      perSecond: Math.round(result.requests.average),
      total: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
    },
    server: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
    cpu: {
      server: Math.round(serverMicros / total),
      client: Math.round(clientMicros / total),
      others: Math.max(0, Math.round((machineMicros - serverMicros - clientMicros) / total)),
      cores: cores(),
    },
  };
}
