import { randomUUID } from 'node:crypto';
import { referenceNotInFarm, STEP_RECORD_EXISTS } from '@gestar/domain/messages/server';
import { RESYNC_ALREADY_EXISTS } from '@gestar/domain/messages/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  allOf,
  build,
  farmWithCow,
  linkUser,
  pullAll,
  push,
  pushOk,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

// A batch of farm B naming farm A's batch as its parent must not take the one live resync of that batch, which
// would leave farm A's real Ressinc refused for good. A record's references to records of its farm must name records
// of that same farm, and the one-live keys are kept per farm.
describe.each(DIALECTS)(
  "references to another farm's records, and one live record per farm, on %s",
  (dialect) => {
    let server: TestServer;
    /** Owner of farm A. */
    let owner: Session;
    /** Owner of farm B; knows farm A's ids (a former member, a holder of its receipt). */
    let intruder: Session;
    beforeAll(async () => {
      server = await startSyncServer(dialect);
      owner = await signIn(server, 'Veterinário');
      intruder = await signIn(server, 'Veterinário');
    });
    afterAll(async () => {
      await server.close();
    });

    const resyncOf = (retiroId: string, parent: Record, extra: Record = {}) =>
      build.lote(retiroId, {
        nomeLote: 'Lote 1 - IATF 2',
        isResync: true,
        parentBatch: parent.id,
        originalBatch: parent.originalBatch ?? parent.id,
        iatfCount: 1,
        ...extra,
      });

    it("refuses a batch naming another farm's batch as parentBatch; the owner's Ressinc still passes", async () => {
      const a = await farmWithCow(server, owner);
      const b = await farmWithCow(server, intruder);
      const planted = build.lote(String(b.retiro.id), { isResync: true, parentBatch: a.lote.id });
      const answer = await push(server, intruder, 'lotes', [{ json: planted }]);
      expect(answer.aplicados).toEqual([]);
      expect(answer.rejeitados).toEqual([{ id: planted.id, motivo: referenceNotInFarm('parentBatch') }]);
      // An existing batch of farm B changed to name it is refused too.
      const changed = await push(server, intruder, 'lotes', [
        { json: { ...b.lote, parentBatch: a.lote.id, updated: new Date().toISOString() } },
      ]);
      expect(changed.rejeitados).toEqual([{ id: b.lote.id, motivo: referenceNotInFarm('parentBatch') }]);

      const real = resyncOf(String(a.retiro.id), a.lote);
      await pushOk(server, owner, 'lotes', [real]);
      const lotes = allOf((await pullAll(server, owner, [String(a.fazenda.id)])).pages, 'lotes');
      expect(lotes.map((record) => record.id).sort()).toEqual([String(a.lote.id), String(real.id)].sort());
    });

    it("refuses a batch naming another farm's batch, or a batch the server does not hold, as originalBatch", async () => {
      const a = await farmWithCow(server, owner);
      const b = await farmWithCow(server, intruder);
      const foreign = resyncOf(String(b.retiro.id), b.lote, { originalBatch: a.lote.id });
      const unknown = resyncOf(String(b.retiro.id), b.lote, { originalBatch: randomUUID() });
      const unknownParent = build.lote(String(b.retiro.id), { parentBatch: randomUUID() });
      const answer = await push(server, intruder, 'lotes', [
        { json: foreign },
        { json: unknown },
        { json: unknownParent },
      ]);
      expect(answer.aplicados).toEqual([]);
      expect(answer.rejeitados).toEqual([
        { id: foreign.id, motivo: referenceNotInFarm('originalBatch') },
        { id: unknown.id, motivo: referenceNotInFarm('originalBatch') },
        { id: unknownParent.id, motivo: referenceNotInFarm('parentBatch') },
      ]);
      await pushOk(server, owner, 'lotes', [resyncOf(String(a.retiro.id), a.lote)]);
    });

    it('refuses them even from a member of both farms, who may read the other one', async () => {
      const a = await farmWithCow(server, owner);
      const b = await farmWithCow(server, intruder);
      await linkUser(server, owner, String(a.fazenda.id), intruder.id);
      const planted = resyncOf(String(b.retiro.id), a.lote);
      const answer = await push(server, intruder, 'lotes', [{ json: planted }]);
      expect(answer.rejeitados).toEqual([{ id: planted.id, motivo: referenceNotInFarm('parentBatch') }]);
      // The member's Ressinc of farm A's batch, in farm A, is the real one and passes.
      await pushOk(server, intruder, 'lotes', [resyncOf(String(a.retiro.id), a.lote)]);
    });

    it('accepts a Ressinc chain of the same farm, a parent and its Ressinc in one call, and a retry', async () => {
      const a = await farmWithCow(server, owner);
      const second = resyncOf(String(a.retiro.id), a.lote);
      await pushOk(server, owner, 'lotes', [second]);
      const third = resyncOf(String(a.retiro.id), second);
      expect(third.originalBatch).toBe(a.lote.id);
      await pushOk(server, owner, 'lotes', [third]);
      await pushOk(server, owner, 'lotes', [third]);
      // Made offline together: the device pushes the oldest first, in one call.
      const parent = build.lote(String(a.retiro.id));
      await pushOk(server, owner, 'lotes', [parent, resyncOf(String(a.retiro.id), parent)]);
    });

    it("keeps the one live resync per farm: a stored batch of farm B naming farm A's batch blocks nothing", async () => {
      // Written before the references were checked: farm B holds a batch whose parent is farm A's batch.
      const a = await farmWithCow(server, owner);
      const b = await farmWithCow(server, intruder);
      const planted = resyncOf(String(b.retiro.id), b.lote);
      await pushOk(server, intruder, 'lotes', [planted]);
      await server.db.kysely
        .updateTable('lotes')
        .set({ parentBatch: String(a.lote.id), originalBatch: String(a.lote.id) })
        .where('id', '=', String(planted.id))
        .execute();
      const real = resyncOf(String(a.retiro.id), a.lote);
      await pushOk(server, owner, 'lotes', [real]);
      // Within farm A the rule still holds; the stored reference, left as it is, is not re-checked.
      const another = resyncOf(String(a.retiro.id), a.lote);
      expect((await push(server, owner, 'lotes', [{ json: another }])).rejeitados).toEqual([
        { id: another.id, motivo: RESYNC_ALREADY_EXISTS() },
      ]);
      await pushOk(server, intruder, 'lotes', [
        { ...planted, parentBatch: a.lote.id, originalBatch: a.lote.id, nomeLote: 'Renomeado' },
      ]);
    });

    it("keeps one live DN record per cow and day per farm: farm B's record naming farm A's cow blocks nothing", async () => {
      const a = await farmWithCow(server, owner);
      const b = await farmWithCow(server, intruder);
      const planted = build.dn(String(b.lote.id), String(b.d0.id));
      await pushOk(server, intruder, 'dns', [planted]);
      await server.db.kysely
        .updateTable('dns')
        .set({ vacaId: String(a.d0.id) })
        .where('id', '=', String(planted.id))
        .execute();
      const real = build.dn(String(a.lote.id), String(a.d0.id), { dia: planted.dia });
      await pushOk(server, owner, 'dns', [real]);
      const again = build.dn(String(a.lote.id), String(a.d0.id), { dia: planted.dia });
      expect((await push(server, owner, 'dns', [{ json: again }])).rejeitados).toEqual([
        { id: again.id, motivo: STEP_RECORD_EXISTS() },
      ]);
    });

    it("refuses a cow naming another farm's cow as dzeroOriginal, and a batch blocked by another farm's cow", async () => {
      const a = await farmWithCow(server, owner);
      const b = await farmWithCow(server, intruder);
      const cow = build.d0(String(b.lote.id), { dzeroPai: b.d0.id, dzeroOriginal: a.d0.id });
      expect((await push(server, intruder, 'd0s', [{ json: cow }])).rejeitados).toEqual([
        { id: cow.id, motivo: referenceNotInFarm('dzeroOriginal') },
      ]);
      const blocked = { ...b.lote, matrizBloqueada: a.d0.id, updated: new Date().toISOString() };
      expect((await push(server, intruder, 'lotes', [{ json: blocked }])).rejeitados).toEqual([
        { id: b.lote.id, motivo: referenceNotInFarm('matrizBloqueada') },
      ]);
      // Own cows pass; a batch is pushed before its cows, so a cow the server does not hold yet passes too.
      await pushOk(server, intruder, 'd0s', [
        build.d0(String(b.lote.id), { dzeroPai: b.d0.id, dzeroOriginal: b.d0.id }),
      ]);
      await pushOk(server, intruder, 'lotes', [{ ...b.lote, matrizBloqueada: b.d0.id }]);
      await pushOk(server, intruder, 'lotes', [{ ...b.lote, matrizBloqueada: randomUUID() }]);
    });
  },
);
