import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Acknowledged values, as a property: 2–3 devices edit one farm (every edit writes a value never written before, so
// an older value is recognisable), sync through lost answers re-sent with the same record pushed again in the
// same sync, duplicated calls, lost pulls and pushes without a pull; then everyone pushes and pulls.
// (a) every device equals the server; (b) no acknowledged value is ever put back to an older one: each is the
// current value or was overwritten by a value some device wrote by an edit, never one the field held before.

type Fault = 'none' | 'lostPush' | 'lostPull' | 'duplicatePush' | 'pushOnly';

type Op =
  | { kind: 'edit'; device: number; key: ModelKey; pick: number; field: number; priority: boolean }
  | { kind: 'create'; device: number }
  | { kind: 'delete'; device: number; pick: number }
  | { kind: 'sync'; device: number; fault: Fault }
  /** A push applied whose answer is lost, an edit of a record of that call, then the next sync. */
  | { kind: 'retry'; device: number; pick: number; field: number; priority: boolean };

const FIELDS: { [K in ModelKey]: readonly string[] } = {
  d0s: ['codVaca', 'observacaoD0', 'peso_EM'],
  lotes: ['nomeLote', 'mineral'],
};

/** The n-th value of a run for `field`: never written before in this run. */
function freshValue(field: string, n: number): unknown {
  return field === 'peso_EM' ? 1000 + n : `${field.slice(0, 3)}-${n}`;
}

const device = fc.nat({ max: 2 });
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      device,
      key: fc.constantFrom<ModelKey>('d0s', 'd0s', 'd0s', 'lotes'),
      pick: fc.nat(),
      field: fc.nat(),
      priority: fc.nat({ max: 9 }).map((n) => n < 3),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('create' as const), device }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), device, pick: fc.nat() }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      device,
      fault: fc.constantFrom<Fault>('none', 'none', 'lostPush', 'lostPull', 'duplicatePush', 'pushOnly'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('retry' as const),
      device,
      pick: fc.nat(),
      field: fc.nat(),
      priority: fc.nat({ max: 9 }).map((n) => n < 3),
    }),
  },
);

const RUNS = 12;
const PAGE_SIZE = 4;

type HistoryRow = {
  rev: number | string;
  field: string;
  recordId: string;
  before: string | null;
  after: string | null;
};

/** A field's history in the order it happened: by revision, and within one revision each change after the one it starts from. */
function ordered(rows: HistoryRow[]): HistoryRow[] {
  const byRev = [...rows].sort((a, b) => Number(a.rev) - Number(b.rev));
  const out: HistoryRow[] = [];
  for (let i = 0; i < byRev.length; ) {
    let j = i;
    while (j < byRev.length && Number(byRev[j]?.rev) === Number(byRev[i]?.rev)) j += 1;
    const same = byRev.slice(i, j);
    while (same.length > 0) {
      const last = out.at(-1)?.after ?? null;
      const at = Math.max(
        0,
        same.findIndex((row) => row.before === last),
      );
      out.push(...same.splice(at, 1));
    }
    i = j;
  }
  return out;
}

const json = (value: unknown) => JSON.stringify(value ?? null);

describe.each(DIALECTS)('acknowledged values are never put back on %s', (dialect) => {
  let server: TestServer;
  let sessions: Session[];

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    sessions = [
      await signIn(server, 'Veterinário'),
      await signIn(server, 'Inseminador'),
      await signIn(server, 'Estagiário'),
    ];
  });
  afterAll(async () => {
    await server?.close();
  });

  function transport(session: Session, fault: Fault): Transport {
    const call = async (path: string, body: unknown) => {
      const { status, body: answer } = await post(server, path, session.token, body);
      if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(answer)}`);
      return answer;
    };
    return {
      push: async (body) => {
        if (fault === 'duplicatePush') {
          // The same call twice at once, then once more: the server applies it once.
          await Promise.all([call('/api/sync/Queue', body), call('/api/sync/Queue', body)]);
          return (await call('/api/sync/Queue', body)) as PushBody;
        }
        // Applied by the server; with 'lostPush' its answer never reaches the device.
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
    const pushed = await target.push(transport(target.session, fault));
    if (pushed && fault !== 'pushOnly') await target.pull(transport(target.session, fault), PAGE_SIZE);
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
      lotes: new Map(lotes.map((row) => [String(row.id), strip(mapper.fromDb('lotes', row))])),
      d0s: new Map(d0s.map((row) => [String(row.id), strip(mapper.fromDb('d0s', row))])),
    } satisfies { [K in ModelKey]: Map<string, Record> };
  }

  /** The property, over the given runs; the runs must acknowledge writes (not vacuous). */
  async function holds(options: fc.Parameters<[number, Op[]]>) {
    let acked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 3 }),
        fc.array(opArbitrary, { minLength: 10, maxLength: 40 }),
        async (count, ops) => {
          const [owner, ...others] = sessions.slice(0, count) as [Session, ...Session[]];
          let clock = Date.now();
          const stamp = () => {
            clock += 1000;
            return new Date(clock).toISOString();
          };
          // Every value written by a device (created or edited), per record and field, as JSON.
          const written = new Map<string, Set<string>>();
          const wrote = (id: string, values: Record) => {
            for (const [field, value] of Object.entries(values)) {
              const chain = `${id}:${field}`;
              written.set(chain, (written.get(chain) ?? new Set()).add(json(value)));
            }
          };
          const at0 = stamp();
          const fazenda = build.fazenda(owner.id, { created: at0, updated: at0 });
          const retiro = build.retiro(String(fazenda.id), { created: at0, updated: at0 });
          const lote = build.lote(String(retiro.id), { created: at0, updated: at0 });
          const cows = [0, 1].map((i) =>
            build.d0(String(lote.id), { created: at0, updated: at0, codVaca: `ini-${i}` }),
          );
          await pushOk(server, owner, 'fazendas', [fazenda]);
          for (const other of others) await linkUser(server, owner, String(fazenda.id), other.id);
          await pushOk(server, owner, 'retiros', [retiro]);
          await pushOk(server, owner, 'lotes', [lote]);
          await pushOk(server, owner, 'd0s', cows);
          wrote(String(lote.id), lote);
          for (const cow of cows) wrote(String(cow.id), cow);
          const devices = sessions.slice(0, count).map((session) => new Device(session, String(fazenda.id)));
          for (const each of devices) await sync(each, 'none');
          const created = new Set(cows.map((cow) => String(cow.id)));

          let n = 0;
          const edit = (target: Device, key: ModelKey, id: string, field: string, priority: boolean) => {
            n += 1;
            const at = stamp();
            const changes = { [field]: freshValue(field, n) };
            target.edit(key, id, changes, at, key === 'd0s' && priority);
            wrote(id, { ...changes, updated: at });
          };

          for (const op of ops) {
            const target = devices[op.device % count] as Device;
            if (op.kind === 'create') {
              const at = stamp();
              n += 1;
              const cow = build.d0(String(lote.id), { created: at, updated: at, codVaca: `new-${n}` });
              created.add(String(cow.id));
              target.create('d0s', cow);
              wrote(String(cow.id), cow);
            } else if (op.kind === 'edit' || op.kind === 'delete') {
              const key = op.kind === 'edit' ? op.key : 'd0s';
              const ids = [...target.records[key].keys()];
              const id = ids[op.pick % ids.length];
              if (id === undefined) continue;
              if (op.kind === 'edit') {
                const fields = FIELDS[key];
                edit(target, key, id, fields[op.field % fields.length] as string, op.priority);
              } else {
                const at = stamp();
                target.edit('d0s', id, { isDeleted: true }, at);
                wrote(id, { isDeleted: true, updated: at });
              }
            } else if (op.kind === 'sync') {
              await sync(target, op.fault);
            } else {
              // The call is applied but its answer lost; the device edits a record of that call again; its next
              // sync re-sends the call (same sequence), then pushes that record again in the same sync.
              await sync(target, 'lostPush');
              const call = target.pending;
              if (call) {
                const sent = call.sent[op.pick % call.sent.length];
                const fields = FIELDS[call.key];
                if (sent)
                  edit(target, call.key, sent.id, fields[op.field % fields.length] as string, op.priority);
              }
              await sync(target, 'none');
            }
          }

          // Back online for good: everyone pushes, then everyone pulls.
          for (let round = 0; round < 2; round += 1) for (const each of devices) await sync(each, 'none');
          const state = await serverState(String(fazenda.id), String(lote.id));

          // (a) Every device equals the server, with nothing left to send, and no cow lost or duplicated.
          expect(new Set(state.d0s.keys())).toEqual(created);
          for (const each of devices) {
            for (const key of MODEL_KEYS) {
              expect(each.dirty(key), `${each.session.role} ${key} still dirty`).toEqual([]);
              const local = new Map([...each.records[key]].map(([id, record]) => [id, record.data]));
              expect(local, `${each.session.role} ${key}`).toEqual(state[key]);
            }
          }

          const history = (await server.db.kysely
            .selectFrom('record_history')
            .selectAll()
            .where('recordId', 'in', [String(lote.id), ...created])
            .execute()) as HistoryRow[];
          const grouped = new Map<string, HistoryRow[]>();
          for (const row of history) {
            const chain = `${row.recordId}:${row.field}`;
            grouped.set(chain, [...(grouped.get(chain) ?? []), row]);
          }
          const chains = new Map([...grouped].map(([chain, rows]) => [chain, ordered(rows)]));
          /** A change fresh at `index` of its field's history: a value some device wrote by an edit (the
           * overwriting push's sender made it), never one the field already held before that change. */
          const freshAt = (chain: string, list: HistoryRow[], index: number) => {
            const row = list[index] as HistoryRow;
            const after = row.after ?? 'null';
            const held = new Set([
              list[0]?.before ?? 'null',
              ...list.slice(0, index).map((r) => r.after ?? 'null'),
            ]);
            expect(held.has(after), `${chain} put back the older value ${after} at rev ${row.rev}`).toBe(
              false,
            );
            expect(
              written.get(chain)?.has(after),
              `${chain} got ${after} at rev ${row.rev}, a value no device wrote`,
            ).toBe(true);
          };

          // (b) Every value the server acknowledged to a device is the current value, or record_history shows
          // it overwritten by a fresh value: an acknowledged value is never put back to an older one.
          for (const each of devices) {
            for (const write of each.acked) {
              acked += 1;
              const value = json(write.value);
              const current = state[write.key].get(write.id)?.[write.field];
              if (json(current) === value) continue;
              if (write.field === 'updated') {
                // The edit time is not a value a person typed: it follows applied edits and never goes back
                // (merge.ts). A created copy names it in `_changed`; its edit applied under a later `updated` of
                // another device's (seed 478891424) is honoured when the time held is no earlier.
                expect(
                  String(current) >= String(write.value),
                  `acknowledged ${write.key} ${write.id} updated=${value} went back to ${json(current)}`,
                ).toBe(true);
                continue;
              }
              const chain = `${write.id}:${write.field}`;
              const list = chains.get(chain) ?? [];
              const index = list.findIndex((row) => (row.before ?? 'null') === value);
              expect(
                index,
                `acknowledged ${write.key} ${write.id} ${write.field}=${value} (${each.session.role}) lost`,
              ).toBeGreaterThanOrEqual(0);
              freshAt(chain, list, index);
            }
          }
          // The same for every value the server applied (its answer may have been lost): each change of a field
          // writes a fresh value, and `updated` only moves forward.
          for (const [chain, list] of chains) {
            list.forEach((row, index) => {
              freshAt(chain, list, index);
              if (row.field === 'updated')
                expect((row.after ?? '') > (row.before ?? ''), `${chain} went back at rev ${row.rev}`).toBe(
                  true,
                );
            });
          }
        },
      ),
      options,
    );
    // Not vacuous: the runs acknowledged writes.
    expect(acked).toBeGreaterThan(0);
  }

  it('(a) every device equals the server; (b) an acknowledged value is never replaced by an older one', async () => {
    await holds({ numRuns: RUNS, endOnFailure: true });
  }, 120_000);

  it('a created cow edited before its lost answer came back, under a later edit time of another device', async () => {
    // The run CI drew (fast-check replays it from its seed and path): the cow's acknowledged `updated` is older
    // than the one the server keeps, and that is no loss.
    await holds({ seed: 478891424, path: '10', numRuns: 1, endOnFailure: true });
  }, 60_000);
});
