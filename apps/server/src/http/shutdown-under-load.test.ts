import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_DRAINING } from '@gestar/domain/messages/server';
import { describe, expect, it } from 'vitest';
import { build, pushOk, type Session } from '../features/sync/test-kit.ts';
import { bearer, createTestUser, loginAs } from '../test-support/accounts.ts';
import { type FaultServer, startFaultServer } from '../test-support/fault-simulation/fault-server.ts';
import { DIALECTS, type TestServer } from '../test-support/test-server.ts';

const DEVICES = 6;
const CALLS_PER_DEVICE = 4;
// The web app's batch (PUSH_BATCH_SIZE): long enough a write that the signal finds every device mid-push.
const RECORDS_PER_CALL = 500;
const TOTAL = DEVICES * CALLS_PER_DEVICE * RECORDS_PER_CALL;

type Attempt = { sentAt: number; answeredAt: number; outcome: 'stored' | 'draining' | 'network' | number };
type Call = {
  seq: number;
  cows: { id: string; codVaca: string }[];
  attempts: Attempt[];
  revs?: Map<string, number>;
};

/**
 * A phone's push loop as apps/web/src/sync/push.ts runs it: each call stored with the device's id and the next
 * sequence before it leaves, and a call without an answer (connection refused or reset, a 5xx) sent again
 * identically (same pushSeq) until it is answered, so the server answers a copy it already applied from its log.
 */
async function runDevice(
  server: FaultServer,
  session: Session,
  loteId: string,
  calls: Call[],
  stop: () => boolean,
) {
  const clientId = randomUUID();
  for (const call of calls) {
    const body = JSON.stringify({
      tipoId: 'd0s',
      loggedUser: session.id,
      clientId,
      pushSeq: call.seq,
      contents: call.cows.map((cow) => ({ verbo: 'POST', json: build.d0(loteId, cow) })),
    });
    while (!call.revs) {
      if (stop()) throw new Error(`call ${call.seq} of ${clientId} never answered`);
      const sentAt = performance.now();
      let outcome: Attempt['outcome'];
      try {
        const response = await fetch(`${server.baseUrl}/api/sync/Queue`, {
          method: 'POST',
          headers: bearer(session.token),
          body,
        });
        const answer = (await response.json()) as {
          title?: string;
          aplicados?: { id: string; rev: number }[];
          rejeitados?: unknown[];
        };
        if (response.status === 200) {
          expect(answer.rejeitados).toEqual([]);
          call.revs = new Map(answer.aplicados?.map((item) => [item.id, item.rev]));
          outcome = 'stored';
        } else if (response.status === 503 && answer.title === SERVER_DRAINING()) {
          outcome = 'draining';
        } else {
          outcome = response.status;
        }
      } catch {
        outcome = 'network';
      }
      call.attempts.push({ sentAt, answeredAt: performance.now(), outcome });
      if (typeof outcome === 'number' && outcome < 500) throw new Error(`push answered ${outcome}`);
      if (!call.revs) await sleep(50);
    }
  }
}

describe.each(DIALECTS)('SIGTERM mid-push under load on %s', (dialect) => {
  it('drains: every acknowledged push is stored, every failed one is retried against the restarted node and stored once, readiness says draining, exit 0', async () => {
    const server = await startFaultServer(dialect);
    try {
      const asTest = server as unknown as TestServer;
      const user = await createTestUser(asTest, { role: 'Veterinário' });
      const { token } = await loginAs(asTest, user.email, user.password);
      const vet: Session = { id: user.id, email: user.email, token, role: 'Veterinário' };
      const fazenda = build.fazenda(vet.id);
      const retiro = build.retiro(String(fazenda.id));
      const lote = build.lote(String(retiro.id));
      await pushOk(asTest, vet, 'fazendas', [fazenda]);
      await pushOk(asTest, vet, 'retiros', [retiro]);
      await pushOk(asTest, vet, 'lotes', [lote]);
      const revBefore = await server.db.committedRev();

      const devices = Array.from({ length: DEVICES }, (_, device) =>
        Array.from(
          { length: CALLS_PER_DEVICE },
          (_, n): Call => ({
            seq: n + 1,
            cows: Array.from({ length: RECORDS_PER_CALL }, (_, k) => ({
              id: randomUUID(),
              codVaca: `D${device}-C${n}-${k}`,
            })),
            attempts: [],
          }),
        ),
      );
      const calls = devices.flat();
      const deadline = performance.now() + 90_000;
      const runs = devices.map((deviceCalls) =>
        runDevice(server, vet, String(lote.id), deviceCalls, () => performance.now() > deadline),
      );
      const settled = Promise.allSettled(runs);

      // Under load: every device has had a call stored and is sending its next one.
      while (calls.filter((call) => call.revs).length < DEVICES) await sleep(5);
      const signalledAt = performance.now();
      const exited = server.terminate();
      let exitCode: number | null | undefined;
      void exited.then((code) => {
        exitCode = code;
      });
      const readiness: { status: number; body: unknown }[] = [];
      while (exitCode === undefined) {
        try {
          const response = await fetch(`${server.baseUrl}/api/health/ready`);
          readiness.push({ status: response.status, body: await response.json() });
        } catch {
          // Closed: the node is finishing or gone.
        }
        await sleep(2);
      }
      expect(exitCode).toBe(0);
      expect(readiness).toContainEqual({
        status: 503,
        body: { status: 'draining', title: SERVER_DRAINING() },
      });

      await server.start();
      for (const result of await settled) if (result.status === 'rejected') throw result.reason;

      const attempts = calls.flatMap((call) => call.attempts);
      // The drain finished pushes that were in flight when the signal came, and answered them.
      expect(
        attempts.some((a) => a.outcome === 'stored' && a.sentAt < signalledAt && a.answeredAt > signalledAt),
      ).toBe(true);
      // Some pushes failed (refused while draining, or no node listening) and were sent again.
      expect(calls.some((call) => call.attempts.length > 1)).toBe(true);
      expect(attempts.map((a) => a.outcome).filter((o) => typeof o === 'number')).toEqual([]);

      const rows = await server.db.kysely
        .selectFrom('d0s')
        .select(['id', 'rev', 'codVaca'])
        .where('loteId', '=', String(lote.id))
        .execute();
      expect(rows).toHaveLength(TOTAL);
      const stored = new Map(rows.map((row) => [String(row.id), row]));
      for (const call of calls) {
        for (const cow of call.cows) {
          const row = stored.get(cow.id);
          expect(row?.codVaca).toBe(cow.codVaca);
          // The revision its answer gave: no later copy of the call wrote it again.
          expect(Number(row?.rev)).toBe(call.revs?.get(cow.id));
        }
      }
      // Exactly one revision per record: no call was applied twice, not even one answered only on a retry.
      expect((await server.db.committedRev()) - revBefore).toBe(TOTAL);
      expect(new Set(rows.map((row) => Number(row.rev))).size).toBe(TOTAL);
    } finally {
      await server.close();
    }
  }, 180_000);
});
