// Import hardening benchmark: the worst file the server still accepts — at the byte and cell
// limits (worstAcceptedXlsx: MAX_FILE_CELLS cells, MAX_UNZIPPED_BYTES unpacked, < 1 MB sent) — previewed by the
// built server on the embedded SQLite while 20 clients probe GET /api/health. Targets: p99 < 100 ms, server RSS
// growth ≤ 300 MB. Then the same file from three users at once (a 9 s stall before), read one after another.
//   npm run build && npx tsx bench/imports/worst-file.ts      (BENCH_CLIENTS, BENCH_INTERVAL_MS, BENCH_PORT)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import { worstAcceptedXlsx } from '../../apps/server/src/features/imports/crafted-files.ts';
import { percentile, probeHealth } from '../../apps/server/src/features/imports/health-probe.ts';
import {
  type BenchServer,
  type BenchUser,
  createVet,
  push,
  recordMaker,
  startServer,
} from '../web/server.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 8299);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MB = 1024 * 1024;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The server process's resident memory, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** A veterinarian with a farm and an empty batch to import into. */
async function vetWithBatch(server: BenchServer): Promise<{ vet: BenchUser; loteId: string }> {
  const vet = await createVet(server);
  const base = recordMaker();
  const farm = base({ nome: 'Fazenda Limites', nomeProprietario: 'Benchmark', usuarioId: vet.id });
  const retiro = base({ nome: 'DEFAULT', fazendaId: farm.id });
  const lote = base({ nomeLote: 'Lote', retiroId: retiro.id, protocoloId: PROTOCOL_SEED[0]?.id });
  await push(server, vet, 'fazendas', [farm]);
  await push(server, vet, 'retiros', [retiro]);
  await push(server, vet, 'lotes', [lote]);
  return { vet, loteId: lote.id };
}

async function preview(server: BenchServer, vet: BenchUser, loteId: string, content: string) {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/Importacao/Previa`, {
    method: 'POST',
    headers: { authorization: `Bearer ${vet.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ loteId, fileName: 'pior.xlsx', content }),
  });
  const body = (await response.json()) as { title?: string; errors?: string[] };
  return { ms: performance.now() - started, status: response.status, title: body.title, errors: body.errors };
}

/** Runs `work` under the probes and an RSS sampler: latencies, RSS growth over `before`, and the result. */
async function measured<T>(server: BenchServer, work: () => Promise<T>, before = rssOf(server.pid)) {
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 20);
  const probe = await probeHealth(server.baseUrl, CLIENTS, INTERVAL_MS);
  try {
    const result = await work();
    const latencies = await probe.stop();
    return { result, latencies, before, growth: peak - before };
  } finally {
    clearInterval(sampler);
    await probe.stop();
  }
}

function report(label: string, latencies: number[], growth?: number) {
  const p99 = percentile(latencies, 0.99);
  console.log(
    `  ${label}: ${latencies.length} probes, p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(p99)} ` +
      `(target < 100 ms ${p99 < 100 ? 'met' : 'MISSED'}), max ${ms(Math.max(...latencies))}` +
      (growth === undefined
        ? ''
        : `; server RSS +${Math.round(growth / MB)} MB (target ≤ 300 MB ${growth <= 300 * MB ? 'met' : 'MISSED'})`),
  );
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/import-worker.js')))
    throw new Error('run `npm run build` first');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-bench-worst-'));
  const server = await startServer(PORT, path.join(work, 'data'));
  try {
    const users = [await vetWithBatch(server), await vetWithBatch(server), await vetWithBatch(server)];
    const file = worstAcceptedXlsx();
    const content = Buffer.from(file).toString('base64');
    console.log(
      `Worst accepted import file: ${Math.round(file.length / 1024)} KB sent; ${CLIENTS} clients probing ` +
        `GET /api/health every ${INTERVAL_MS} ms each`,
    );
    const idle = await measured(server, () => new Promise((resolve) => setTimeout(resolve, 3000)));
    report('idle, 3 s', idle.latencies);

    const [first] = users;
    if (!first) throw new Error('no user');
    // Growth is counted from the server as it was before any import, the first worker's start included.
    const cold = rssOf(server.pid);
    const one = await measured(server, () => preview(server, first.vet, first.loteId, content), cold);
    console.log(
      `  one file: answered ${one.result.status} '${one.result.title}' (${one.result.errors?.length ?? 0} ` +
        `messages) in ${ms(one.result.ms)}; server RSS ${Math.round(cold / MB)} MB before any import`,
    );
    report('health while it is read', one.latencies, one.growth);

    const three = await measured(
      server,
      () => Promise.all(users.map(({ vet, loteId }) => preview(server, vet, loteId, content))),
      cold,
    );
    console.log(
      `  three users at once: answered ${three.result.map((answer) => answer.status).join(', ')} in ` +
        three.result.map((answer) => ms(answer.ms)).join(', '),
    );
    report('health while they are read', three.latencies, three.growth);
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
