import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultServer, startFaultServer } from '../../test-support/fault-simulation/fault-server.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  build,
  farmWithCow,
  type PullBody,
  type PushBody,
  pull,
  pullAll,
  push,
  pushOk,
  type Session,
  signIn,
} from './test-kit.ts';

// Only the server's own evidence starts an epoch. A restore is recognised when the
// server starts (the revisions it revealed are kept outside the database), whatever copy came back and whether
// or not the operator ran --new-epoch; no request can make every device re-send everything.
describe.each(DIALECTS)('restores and forged cursors on %s', (dialect) => {
  let server: FaultServer;
  let vet: Session;
  let client: Session;
  const asTest = () => server as unknown as TestServer;
  const epochOf = async (session: Session) =>
    (await pull(asTest(), session, { lastPulledAt: 0, fazendasBaixadas: [] }))
      .response as unknown as PullBody['response'] & {
      epoch: string;
      epochStartRev: number;
    };
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startFaultServer(dialect);
    vet = await signIn(asTest(), 'Veterinário');
    client = await signIn(asTest(), 'Cliente');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('a pull or a push with a cursor beyond every revision is answered to that device alone; the epoch stays', async () => {
    await farmWithCow(asTest(), vet);
    const before = await epochOf(vet);
    const forged = await post('/api/sync/half-sync', client.token, {
      lastPulledAt: 9_000_000_000,
      fazendasBaixadas: [],
      epoch: before.epoch,
    });
    expect(forged.status).toBe(409);
    const body = (await forged.json()) as { title: string; epoch: string; epochStartRev: number };
    expect(body.epoch).toBe(before.epoch);
    expect(body.epochStartRev).toBe(await server.db.committedRev());
    const pushed = await post('/api/sync/Queue', vet.token, {
      tipoId: 'fazendas',
      loggedUser: vet.id,
      contents: [{ verbo: 'POST', json: build.fazenda(vet.id) }],
      epoch: before.epoch,
      lastPulledAt: 9_000_000_000,
    });
    expect(pushed.status).toBe(409);
    expect(((await pushed.json()) as { epoch: string }).epoch).toBe(before.epoch);
    // Nobody else is told to start over: the epoch is the same for everyone, repeated at will.
    for (let n = 0; n < 3; n += 1)
      await post('/api/sync/half-sync', client.token, {
        lastPulledAt: 9_000_000_000 + n,
        fazendasBaixadas: [],
        epoch: before.epoch,
      });
    expect((await epochOf(vet)).epoch).toBe(before.epoch);
  });

  it.each([
    { forgetNewEpoch: true, name: 'the operator forgot --new-epoch' },
    { forgetNewEpoch: false, name: 'with --new-epoch' },
  ])(
    'the same copy restored twice ($name): each restore starts an epoch from the restored revision',
    async ({ forgetNewEpoch }) => {
      const { fazenda } = await farmWithCow(asTest(), vet);
      const copy = await server.backup();
      const copyRev = await server.db.committedRev();
      // Writes after the copy, revealed to the device: the revisions a restore takes away.
      await pushOk(asTest(), vet, 'fazendas', [build.fazenda(vet.id), build.fazenda(vet.id)]);
      const seen = await pullAll(asTest(), vet, [String(fazenda.id)]);
      expect(seen.cursor).toBeGreaterThan(copyRev);
      const first = await epochOf(vet);

      await server.restore(copy, { forgetNewEpoch });
      const second = await epochOf(vet);
      expect(second.epoch).not.toBe(first.epoch);
      expect(second.epochStartRev).toBe(copyRev);

      // Someone writes past the device's cursor on the restored server, then the same copy comes back again.
      for (let n = 0; n < 4; n += 1) await pushOk(asTest(), vet, 'fazendas', [build.fazenda(vet.id)]);
      await pullAll(asTest(), vet, []);
      await server.restore(copy, { forgetNewEpoch });
      const third = await epochOf(vet);
      expect(third.epoch).not.toBe(second.epoch);
      expect(third.epoch).not.toBe(first.epoch);
      expect(third.epochStartRev).toBe(copyRev);
      // A device that slept through both restores still hears the fork from its own epoch.
      const sleeper = await pull(asTest(), vet, {
        lastPulledAt: seen.cursor,
        fazendasBaixadas: [],
        epoch: first.epoch,
      });
      expect(
        (sleeper.response as unknown as { epoch: string; epochStartRev: number }).epochStartRev,
      ).toBeLessThanOrEqual(copyRev);
    },
    120_000,
  );

  it('a call the copy holds, re-sent from the old history, is answered with the row the copy holds; its value does not come back', async () => {
    const { d0: cow } = await farmWithCow(asTest(), vet);
    const old = await epochOf(vet);
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .select('rev')
      .where('id', '=', String(cow.id))
      .executeTakeFirstOrThrow();
    const clientId = randomUUID();
    const call = (pushSeq: number, observacaoD0: string) => ({
      tipoId: 'd0s',
      loggedUser: vet.id,
      contents: [
        {
          verbo: 'PUT',
          json: { ...cow, observacaoD0, _changed: ['observacaoD0'], _baseRev: Number(stored.rev) },
        },
      ],
      clientId,
      pushSeq,
      epoch: old.epoch,
      lastPulledAt: Number(stored.rev),
    });
    // Device A's edit is applied; its answer is lost. Device B then writes the field, and the copy is taken.
    const first = await post('/api/sync/Queue', vet.token, call(1, 'A'));
    expect(first.status).toBe(200);
    const answered = ((await first.json()) as PushBody).aplicados[0]?.rev;
    const written = await pushOk(asTest(), vet, 'd0s', [
      { ...cow, observacaoD0: 'B', _changed: ['observacaoD0'], _baseRev: null },
    ]);
    const copy = await server.backup();
    const copyRev = await server.db.committedRev();
    await pushOk(asTest(), vet, 'fazendas', [build.fazenda(vet.id)]);
    await server.restore(copy, { forgetNewEpoch: false });
    // A re-sends the unanswered call from the old history: it was applied before the copy, so it is answered as
    // applied (dropped instead, A would send 'A' again as a new edit over B's later 'B'), with the row the copy
    // holds: A's copy becomes 'B' at B's revision, not 'A' under a revision whose row says 'B'.
    const again = await post('/api/sync/Queue', vet.token, call(1, 'A'));
    expect(again.status).toBe(200);
    const body = (await again.json()) as PushBody;
    const rev = Number(written.aplicados[0]?.rev);
    expect(body.aplicados).toEqual([
      { id: cow.id, rev, registro: expect.objectContaining({ observacaoD0: 'B', rev }) },
    ]);
    expect(Number(answered)).toBeLessThan(rev);
    expect(rev).toBeLessThanOrEqual(copyRev);
    const row = await server.db.kysely
      .selectFrom('d0s')
      .select('observacaoD0')
      .where('id', '=', String(cow.id))
      .executeTakeFirstOrThrow();
    expect(row.observacaoD0).toBe('B');
    // Its next call hears of the restore.
    const next = await post('/api/sync/Queue', vet.token, call(2, 'C'));
    expect(next.status).toBe(409);
    expect(((await next.json()) as { epochStartRev: number }).epochStartRev).toBe(copyRev);
  }, 120_000);

  it('a copy from a history that forked before a write the restored database holds does not replace it', async () => {
    const { d0: cow } = await farmWithCow(asTest(), vet);
    const first = await server.backup();
    // Device E's edit, acknowledged at revision L; the first copy is then restored, so L is lost.
    const edit = (observacaoD0: string) =>
      push(asTest(), vet, 'd0s', [
        { verbo: 'PUT', json: { ...cow, observacaoD0, _changed: ['observacaoD0'], _baseRev: null } },
      ]);
    const lost = Number((await edit('E')).aplicados[0]?.rev);
    await server.restore(first, { forgetNewEpoch: false });
    // Device V writes the field on the restored server (at a revision above L), and that state is backed up and
    // restored in turn: V's value is in the database restored now.
    const kept = Number((await edit('V')).aplicados[0]?.rev);
    expect(kept).toBeGreaterThan(lost);
    const second = await server.backup();
    await server.restore(second, { forgetNewEpoch: false });
    // E, asleep through both restores, sends back its copy from revision L: older than V's value.
    const answer = await post('/api/sync/Queue', vet.token, {
      tipoId: 'd0s',
      loggedUser: vet.id,
      contents: [
        {
          verbo: 'PUT',
          json: { ...cow, observacaoD0: 'E', _changed: [], _baseRev: null, _restoredRev: lost },
        },
      ],
    });
    expect(answer.status).toBe(200);
    const row = await server.db.kysely
      .selectFrom('d0s')
      .select('observacaoD0')
      .where('id', '=', String(cow.id))
      .executeTakeFirstOrThrow();
    expect(row.observacaoD0).toBe('V');
  }, 120_000);

  it('a restart without a restore keeps the epoch', async () => {
    await farmWithCow(asTest(), vet);
    await pullAll(asTest(), vet, []);
    const before = await epochOf(vet);
    await server.kill();
    await server.start();
    expect((await epochOf(vet)).epoch).toBe(before.epoch);
  }, 60_000);
});
