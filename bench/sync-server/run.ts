// Sync server benchmark: push 20,000 cows in Queue calls of 500, pull them as a fresh device, each
// beside a raw multi-row INSERT / SELECT of the same rows on the same database in the same run; then 200
// devices polling half-sync with nothing new (autocannon, in its own process so it does not steal the
// server's event loop; see poll.ts for the server-side figures printed beside it). PostgreSQL (127.0.0.1:5432,
// database `test`, own schema) and embedded SQLite.
//   npx tsx bench/sync-server/run.ts            (or: npm run bench:sync-server -w @gestar/bench)
//   npx tsx bench/sync-server/run.ts --quick    (polling only, 10 s)
//   BENCH_DIALECTS=sqlite BENCH_POLL_SECONDS=10 npx tsx bench/sync-server/run.ts
import { randomUUID } from 'node:crypto';
import type { Dialect } from '../../apps/server/src/db/database.ts';
import { allocateRevs } from '../../apps/server/src/db/revision.ts';
import { loose, rowMapper } from '../../apps/server/src/db/rows.ts';
import { build, type Record, signIn, startSyncServer } from '../../apps/server/src/features/sync/test-kit.ts';
import type { TestServer } from '../../apps/server/src/test-support/test-server.ts';
import { pollNothingNew } from './poll.ts';

const QUICK = process.argv.includes('--quick');
const COWS = QUICK ? 500 : Number(process.env.BENCH_COWS ?? 20_000);
const PER_CALL = 500;
const POLL_SECONDS = Number(process.env.BENCH_POLL_SECONDS ?? (QUICK ? 10 : 30));
const DEVICES = 200;
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'postgres,sqlite').split(',') as Dialect[];

const rate = (records: number, ms: number) => Math.round((records / ms) * 1000).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function postJson(server: TestServer, path: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

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
      await postJson(server, '/api/sync/Queue', vet.token, {
        tipoId,
        loggedUser: vet.id,
        contents: [{ verbo: 'POST', json: record }],
      });
    }
    const cows = Array.from({ length: COWS }, (_, n) =>
      build.d0(String(lote.id), { codVaca: String(10_000 + n), observacaoD0: 'Matriz sem observações' }),
    );

    // Push: Queue calls of 500, one after another, as one device would.
    let started = performance.now();
    for (let start = 0; start < cows.length; start += PER_CALL) {
      const answer = (await postJson(server, '/api/sync/Queue', vet.token, {
        tipoId: 'd0s',
        loggedUser: vet.id,
        contents: cows.slice(start, start + PER_CALL).map((json) => ({ verbo: 'POST', json })),
      })) as { aplicados: unknown[] };
      if (answer.aplicados.length !== Math.min(PER_CALL, cows.length - start))
        throw new Error('push rejected records');
    }
    const pushMs = performance.now() - started;

    // Pull: a fresh device downloads the farm, page after page.
    started = performance.now();
    let pulled = 0;
    let cursor = 0;
    let farmCursor = 0;
    for (;;) {
      const page = (await postJson(server, '/api/sync/half-sync', vet.token, {
        lastPulledAt: cursor,
        fazendasBaixadas: [{ id: fazenda.id, lastPulledAt: farmCursor }],
      })) as { response: { d0s: unknown[]; lastPulledAt: number; temMais: boolean } };
      pulled += page.response.d0s.length;
      cursor = Math.max(cursor, page.response.lastPulledAt);
      farmCursor = Math.max(farmCursor, page.response.lastPulledAt);
      if (!page.response.temMais) break;
    }
    const pullMs = performance.now() - started;
    if (pulled !== COWS) throw new Error(`pulled ${pulled} of ${COWS} cows`);

    // Baseline: the same rows straight into and out of the same table, no HTTP, validation or merging.
    const rawFarm = randomUUID();
    const mapper = rowMapper(server.db.dialect);
    const rawRows = cows.map((cow: Record) => ({ ...cow, id: randomUUID() }));
    started = performance.now();
    await server.db.kysely.transaction().execute(async (trx) => {
      let rev = await allocateRevs(trx, rawRows.length);
      const rows = rawRows.map((cow) =>
        mapper.toDb('d0s', { ...cow, rev: rev++, lastModifiedBy: vet.id, scopeFazendaId: rawFarm }),
      );
      for (let start = 0; start < rows.length; start += 250) {
        await loose(trx)
          .insertInto('d0s')
          .values(rows.slice(start, start + 250))
          .execute();
      }
    });
    const insertMs = performance.now() - started;
    started = performance.now();
    const selected = await loose(server.db.kysely)
      .selectFrom('d0s')
      .selectAll()
      .where('scopeFazendaId', '=', rawFarm)
      .orderBy('rev')
      .execute();
    const selectMs = performance.now() - started;
    if (selected.length !== COWS) throw new Error('raw select missed rows');

    // Polling: 200 devices asking for news when there is none (the device is up to date, baseline included).
    const upToDate = (await postJson(server, '/api/sync/half-sync', vet.token, {
      lastPulledAt: cursor,
      fazendasBaixadas: [{ id: fazenda.id, lastPulledAt: farmCursor }],
    })) as { response: { lastPulledAt: number; temMais: boolean } };
    cursor = upToDate.response.lastPulledAt;
    const body = JSON.stringify({
      lastPulledAt: cursor,
      fazendasBaixadas: [{ id: fazenda.id, lastPulledAt: cursor }],
    });
    const poll = await pollNothingNew(server, {
      token: vet.token,
      body,
      devices: DEVICES,
      seconds: POLL_SECONDS,
    });

    const name = dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
    const lines = [`== ${name} ==`];
    if (!QUICK) {
      lines.push(
        `push ${COWS} d0s, Queue calls of ${PER_CALL}: ${seconds(pushMs)} → ${rate(COWS, pushMs)} rec/s` +
          `   | raw multi-row INSERT: ${seconds(insertMs)} → ${rate(COWS, insertMs)} rec/s` +
          (dialect === 'postgres' ? '   (target ≥ 5,000 rec/s)' : ''),
        `pull ${COWS} d0s as a fresh device, pages of 5,000: ${seconds(pullMs)} → ${rate(COWS, pullMs)} rec/s` +
          `   | raw SELECT: ${seconds(selectMs)} → ${rate(COWS, selectMs)} rec/s` +
          (dialect === 'postgres' ? '   (target ≥ 20,000 rec/s)' : ''),
      );
    }
    const { client, server: inServer, cpu } = poll;
    lines.push(
      `poll ${DEVICES} devices × ${POLL_SECONDS} s, nothing new: p50 ${client.p50} ms, p99 ${client.p99} ms,` +
        ` max ${client.max} ms, ${client.perSecond} req/s (${client.total} requests), errors ${client.errors}` +
        '   (target p99 < 50 ms, 0 errors)',
      `     in the server (request in → answer written): p50 ${inServer.p50} ms, p99 ${inServer.p99} ms,` +
        ` max ${inServer.max} ms`,
      `     CPU per request: server ${cpu.server} µs, autocannon ${cpu.client} µs, other processes ${cpu.others} µs` +
        ` (${cpu.cores} cores shared)`,
    );
    console.log(`${lines.join('\n')}\n`);
  } finally {
    await server.close();
  }
}

for (const dialect of DIALECTS) await bench(dialect);
