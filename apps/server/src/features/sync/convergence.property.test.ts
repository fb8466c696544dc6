import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { rowMapper } from '../../db/rows.ts';
import {
  Device,
  MODEL_KEYS,
  type ModelKey,
  type Transport,
} from '../../test-support/fault-simulation/device-model.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  build,
  FAST_HASH,
  linkUser,
  type PullBody,
  type PushBody,
  post,
  pushOk,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

// Three devices edit one farm offline at random and sync through faults; afterwards every device equals the
// server, no acknowledged write is lost, no record is duplicated and every overwritten value is in
// record_history (ARCHITECTURE.md §5).

type Fault = 'none' | 'lostPush' | 'lostPull' | 'duplicatePush' | 'restart';

type Op =
  | {
      kind: 'edit';
      device: number;
      key: ModelKey;
      pick: number;
      field: string;
      value: unknown;
      priority: boolean;
    }
  | { kind: 'create'; device: number }
  | { kind: 'delete'; device: number; pick: number }
  | { kind: 'sync'; device: number; fault: Fault };

const D0_EDITS = {
  codVaca: fc.constantFrom('101', '102', 'A-7', 'Mimosa'),
  observacaoD0: fc.constantFrom(null, 'Manca', 'Sem bezerro', '[N/A]'),
  peso_EM: fc.constantFrom(350, 420, 480, null),
};
const LOTE_EDITS = {
  nomeLote: fc.constantFrom('Lote A', 'Lote B', 'Primíparas'),
  mineral: fc.constantFrom(null, 'Sal mineral', 'Proteinado'),
};

const device = fc.integer({ min: 0, max: 2 });
const editOp = fc.oneof(
  ...Object.entries(D0_EDITS).map(([field, value]) =>
    fc.record({
      kind: fc.constant('edit' as const),
      device,
      key: fc.constant('d0s' as const),
      pick: fc.nat(),
      field: fc.constant(field),
      value,
      priority: fc.integer({ min: 0, max: 9 }).map((n) => n < 3),
    }),
  ),
  ...Object.entries(LOTE_EDITS).map(([field, value]) =>
    fc.record({
      kind: fc.constant('edit' as const),
      device,
      key: fc.constant('lotes' as const),
      pick: fc.constant(0),
      field: fc.constant(field),
      value,
      priority: fc.constant(false),
    }),
  ),
);
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: editOp },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('create' as const), device }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), device, pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      device,
      fault: fc.constantFrom<Fault>('none', 'none', 'lostPush', 'lostPull', 'duplicatePush', 'restart'),
    }),
  },
);

const RUNS = 12;
const PAGE_SIZE = 4;

describe.each(DIALECTS)('sync convergence property on %s', (dialect) => {
  let server: TestServer;
  let app: FastifyInstance;
  let baseUrl: string;
  let sessions: Session[];
  let restarts = 0;

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    app = server.app;
    baseUrl = server.baseUrl;
    sessions = [
      await signIn(server, 'Veterinário'),
      await signIn(server, 'Inseminador'),
      await signIn(server, 'Estagiário'),
    ];
  });
  afterAll(async () => {
    if (app !== server.app) await app.close();
    await server.close();
  });

  /** A restart: the Fastify app is closed and a new one is built over the same database. */
  async function restart() {
    await app.close();
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'silent',
      GESTAR_DEMO: '0',
      ...FAST_HASH,
    });
    app = await buildApp({ config, db: server.db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
    restarts += 1;
  }

  function transport(session: Session, fault: Fault): Transport {
    const call = async (path: string, body: unknown) => {
      const { status, body: answer } = await post({ ...server, baseUrl }, path, session.token, body);
      if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(answer)}`);
      return answer;
    };
    return {
      push: async (body) => {
        if (fault === 'duplicatePush') {
          const [first, second] = await Promise.all([
            call('/api/sync/Queue', body),
            call('/api/sync/Queue', body),
          ]);
          // The same answer, but for who wrote the row before the call: only the copy that wrote it knows.
          const same = (answer: unknown) =>
            JSON.parse(JSON.stringify(answer, (key, value) => (key === 'autorAnterior' ? undefined : value)));
          expect(same(second)).toEqual(same(first));
          return (await call('/api/sync/Queue', body)) as PushBody;
        }
        const answer = (await call('/api/sync/Queue', body)) as PushBody;
        return fault === 'lostPush' ? undefined : answer;
      },
      pull: async (request) => {
        const { body, pageSize } = request as { body: unknown; pageSize: number };
        const answer = (await call(`/api/sync/half-sync?pageSize=${pageSize}`, body)) as PullBody;
        return fault === 'lostPull' ? undefined : answer;
      },
    };
  }

  async function sync(target: Device, fault: Fault) {
    if (fault === 'restart') await restart();
    if (await target.push(transport(target.session, fault)))
      await target.pull(transport(target.session, fault), PAGE_SIZE);
  }

  async function serverState(fazendaId: string, loteId: string) {
    const mapper = rowMapper(server.db.dialect);
    const lotes = await server.db.kysely.selectFrom('lotes').selectAll().where('id', '=', loteId).execute();
    const d0s = await server.db.kysely
      .selectFrom('d0s')
      .selectAll()
      .where('scopeFazendaId', '=', fazendaId)
      .execute();
    const strip = ({ rev: _rev, lastModifiedBy: _by, ...data }: Record) => data;
    return {
      lotes: new Map(lotes.map((row) => [row.id, strip(mapper.fromDb('lotes', row))])),
      d0s: new Map(d0s.map((row) => [row.id, strip(mapper.fromDb('d0s', row))])),
    };
  }

  it('three devices converge with nothing lost, duplicated or unrecorded', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 10, maxLength: 40 }), async (ops) => {
        const [owner, ...others] = sessions as [Session, Session, Session];
        const fazenda = build.fazenda(owner.id);
        const retiro = build.retiro(String(fazenda.id));
        const lote = build.lote(String(retiro.id));
        const cows = [build.d0(String(lote.id)), build.d0(String(lote.id))];
        await pushOk({ ...server, baseUrl }, owner, 'fazendas', [fazenda]);
        for (const other of others)
          await linkUser({ ...server, baseUrl }, owner, String(fazenda.id), other.id);
        await pushOk({ ...server, baseUrl }, owner, 'retiros', [retiro]);
        await pushOk({ ...server, baseUrl }, owner, 'lotes', [lote]);
        await pushOk({ ...server, baseUrl }, owner, 'd0s', cows);
        const devices = sessions.map((session) => new Device(session, String(fazenda.id)));
        for (const each of devices) await sync(each, 'none');
        const created = new Set(cows.map((cow) => String(cow.id)));

        let clock = Date.parse('2026-11-23T12:00:00.000Z');
        for (const op of ops) {
          const target = devices[op.device] as Device;
          clock += 1000;
          const at = new Date(clock).toISOString();
          if (op.kind === 'create') {
            const cow = build.d0(String(lote.id), { created: at, updated: at });
            created.add(String(cow.id));
            target.create('d0s', cow);
          } else if (op.kind === 'edit' || op.kind === 'delete') {
            const key = op.kind === 'edit' ? op.key : 'd0s';
            const ids = [...target.records[key].keys()];
            if (ids.length === 0) continue;
            const id = ids[op.pick % ids.length] as string;
            const changes = op.kind === 'edit' ? { [op.field]: op.value } : { isDeleted: true };
            target.edit(key, id, changes, at, op.kind === 'edit' && op.priority);
          } else {
            await sync(target, op.fault);
          }
        }

        // Back online for good: everyone pushes, then everyone pulls.
        for (let round = 0; round < 2; round += 1) for (const each of devices) await sync(each, 'none');
        const state = await serverState(String(fazenda.id), String(lote.id));

        // No record duplicated or lost: the server holds exactly the cows the devices created.
        expect(new Set(state.d0s.keys())).toEqual(created);
        for (const each of devices) {
          for (const key of MODEL_KEYS) {
            expect(each.dirty(key)).toEqual([]);
            // Every device equals the server.
            const local = new Map([...each.records[key]].map(([id, record]) => [id, record.data]));
            expect(local).toEqual(state[key]);
          }
        }

        const history = await server.db.kysely
          .selectFrom('record_history')
          .selectAll()
          .where('recordId', 'in', [String(lote.id), ...created])
          .orderBy('rev')
          .execute();
        // Every overwritten value is in record_history: per field, each change starts where the last ended
        // and the last one ends at the current value.
        const chains = new Map<string, typeof history>();
        for (const row of history)
          chains.set(`${row.recordId}:${row.field}`, [
            ...(chains.get(`${row.recordId}:${row.field}`) ?? []),
            row,
          ]);
        for (const [chain, rows] of chains) {
          const [recordId, field] = chain.split(':') as [string, string];
          for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.before).toBe(rows[i - 1]?.after);
          const current = (state.d0s.get(recordId) ?? state.lotes.get(recordId))?.[field] ?? null;
          expect(rows.at(-1)?.after ?? null).toBe(current === null ? null : JSON.stringify(current));
        }
        // No acknowledged write is lost: it is the current value, or record_history shows it overwritten.
        for (const each of devices) {
          for (const write of each.acked) {
            // `updated` is the server's edit time, not a value anyone acknowledged: it follows applied edits, so
            // a push that changes no value (another device wrote the same one first) leaves the earlier time, as
            // the fault simulation's checks say (test-support/fault-simulation/checks.ts).
            if (write.field === 'updated') continue;
            const current = state[write.key].get(write.id)?.[write.field] ?? null;
            const value = write.value ?? null;
            if (JSON.stringify(current) === JSON.stringify(value)) continue;
            const overwritten = (chains.get(`${write.id}:${write.field}`) ?? []).some(
              (row) => row.before === (value === null ? null : JSON.stringify(value)),
            );
            expect(overwritten, `${write.key} ${write.id} ${write.field}=${JSON.stringify(value)}`).toBe(
              true,
            );
          }
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(restarts).toBeGreaterThan(0);
  }, 120_000);
});
