// A health probe's latency while the largest allowed push (1,000 cows in one Queue call) is
// written. Probes /api/health back to back from this process during BENCH_PUSHES such pushes (one after
// another, as a device re-sending a big backlog would), and prints p50/p99/max of the probes and each push's
// time. Also checks a 1,001-record call is refused 413.
//   npx tsx bench/sync-server/push-cap.ts        BENCH_DIALECTS=sqlite BENCH_PUSHES=10 npx tsx …
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Dialect } from '../../apps/server/src/db/database.ts';
import { build, post, signIn, startSyncServer } from '../../apps/server/src/features/sync/test-kit.ts';
import { MAX_PUSH_RECORDS } from '../../packages/domain/src/entities/sync.ts';

const PUSHES = Number(process.env.BENCH_PUSHES ?? 10);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function bench(dialect: Dialect): Promise<void> {
  const server = await startSyncServer(dialect);
  try {
    const vet = await signIn(server, 'Veterinário');
    const fazenda = build.fazenda(vet.id);
    const retiro = build.retiro(String(fazenda.id));
    const lote = build.lote(String(retiro.id));
    for (const [tipoId, record] of [
      ['fazendas', fazenda],
      ['retiros', retiro],
      ['lotes', lote],
    ] as const) {
      await post(server, '/api/sync/Queue', vet.token, {
        tipoId,
        loggedUser: vet.id,
        contents: [{ verbo: 'POST', json: record }],
      });
    }
    const call = (count: number) => ({
      tipoId: 'd0s',
      loggedUser: vet.id,
      contents: Array.from({ length: count }, (_, n) => ({
        verbo: 'POST',
        json: build.d0(String(lote.id), { codVaca: String(n), observacaoD0: 'Matriz sem observações' }),
      })),
    });
    const refused = await post(server, '/api/sync/Queue', vet.token, call(MAX_PUSH_RECORDS + 1));

    const idle: number[] = [];
    for (let i = 0; i < 200; i += 1) idle.push(await probe(server.baseUrl));

    const bodies = Array.from({ length: PUSHES }, () => JSON.stringify(call(MAX_PUSH_RECORDS)));
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    let pushing = true;
    const probes: number[] = [];
    const prober = (async () => {
      while (pushing) probes.push(await probe(server.baseUrl));
    })();
    const pushTimes: number[] = [];
    for (const body of bodies) {
      const started = performance.now();
      const answer = await post(server, '/api/sync/Queue', vet.token, body);
      pushTimes.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`push answered ${answer.status}`);
    }
    pushing = false;
    await prober;
    loop.disable();

    const sorted = [...probes].sort((a, b) => a - b);
    const idleSorted = [...idle].sort((a, b) => a - b);
    console.log(
      `\n${dialect}: ${PUSHES} pushes of ${MAX_PUSH_RECORDS} cows; 1,001 records → ${refused.status}`,
    );
    console.log(
      `  push time: median ${ms(
        percentile(
          [...pushTimes].sort((a, b) => a - b),
          50,
        ),
      )}, max ${ms(Math.max(...pushTimes))}`,
    );
    console.log(
      `  /api/health idle:        p50 ${ms(percentile(idleSorted, 50))}  p99 ${ms(percentile(idleSorted, 99))}`,
    );
    console.log(
      `  event loop blocked (longest stretch) during pushes: p99 ${ms(loop.percentile(99) / 1e6)}  max ${ms(loop.max / 1e6)}`,
    );
    console.log(
      `  /api/health during push: p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? Number.NaN)}  (${sorted.length} probes)`,
    );
  } finally {
    await server.close();
  }
}

async function probe(baseUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/health`);
  await response.arrayBuffer();
  return performance.now() - started;
}

for (const dialect of DIALECTS) await bench(dialect);
