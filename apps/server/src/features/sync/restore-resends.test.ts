import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { farmWithCow, push, type Record, type Session, signIn, startSyncServer } from './test-kit.ts';

// After a restore several devices send back their copies of one record, each as it was at some revision of a lost
// history. A copy brings back only what it changed; on one history the latest copy wins whatever the arrival
// order; a value a person wrote after the restore is never replaced by a copy.
describe.each(DIALECTS)('copies sent back after a restore on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
  });
  afterAll(async () => {
    await server.close();
  });

  const stored = async (id: string) =>
    server.db.kysely.selectFrom('d0s').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const sendBack = (cow: Record, lostRev: number, values: Record) =>
    push(server, vet, 'd0s', [
      { verbo: 'PUT', json: { ...cow, ...values, _changed: [], _baseRev: null, _restoredRev: lostRev } },
    ]);

  it('keeps the copy of the latest lost revision, in any arrival order, and never replaces a later write', async () => {
    const { d0: cow } = await farmWithCow(server, vet);
    // Device B's copy (lost revision 150) arrives first, then device A's older one (120): B's stays.
    await sendBack(cow, 150, { codVaca: 'B-150', peso_EM: 450 });
    await sendBack(cow, 120, { codVaca: 'A-120', peso_EM: 300 });
    expect(await stored(String(cow.id))).toMatchObject({ codVaca: 'B-150', peso_EM: 450 });
    // A person edits the observation after the restore; a newer copy then arrives.
    await push(server, vet, 'd0s', [
      { verbo: 'PUT', json: { ...cow, observacaoD0: 'depois', _changed: ['observacaoD0'], _baseRev: null } },
    ]);
    await sendBack(cow, 200, { codVaca: 'D-200', peso_EM: 450, observacaoD0: 'cópia' });
    expect(await stored(String(cow.id))).toMatchObject({ codVaca: 'D-200', observacaoD0: 'depois' });
  });

  it('copies from two lost histories each bring back the fields they changed (the same backup restored twice)', async () => {
    const { d0: cow } = await farmWithCow(server, vet);
    // Device E changed the observation at revision 331 of the first history. The backup was restored, device V
    // changed the code at 336 of the second history (which never held E's change), and the same backup was
    // restored again. V's copy arrives first: its later revision knows nothing of E's change, so E's is not undone.
    await sendBack(cow, 336, { codVaca: 'V-336' });
    await sendBack(cow, 331, { observacaoD0: 'E-331' });
    expect(await stored(String(cow.id))).toMatchObject({ codVaca: 'V-336', observacaoD0: 'E-331' });
    // Either order gives the same row.
    const { d0: other } = await farmWithCow(server, vet);
    await sendBack(other, 331, { observacaoD0: 'E-331' });
    await sendBack(other, 336, { codVaca: 'V-336' });
    expect(await stored(String(other.id))).toMatchObject({ codVaca: 'V-336', observacaoD0: 'E-331' });
  });

  it("a field a person edited and sent with the copy is the person's write: a later lost revision's copy keeps off it", async () => {
    const { d0: cow } = await farmWithCow(server, vet);
    // Device I sends back its copy (lost revision 300) with a code its person typed after that revision and had
    // not sent; device E's copy, from lost revision 350, still holds an older code. E's copy arrives last.
    await push(server, vet, 'd0s', [
      {
        verbo: 'PUT',
        json: { ...cow, codVaca: 'I-16', _changed: ['codVaca'], _baseRev: null, _restoredRev: 300 },
      },
    ]);
    await sendBack(cow, 350, { codVaca: 'E-11', observacaoD0: 'E-350' });
    expect(await stored(String(cow.id))).toMatchObject({ codVaca: 'I-16', observacaoD0: 'E-350' });
  });

  it('a copy of a record the restored server lacks is inserted, and an older copy after it changes nothing', async () => {
    const { d0 } = await farmWithCow(server, vet);
    const lost = { ...d0, id: randomUUID(), codVaca: 'perdida' };
    const first = await sendBack(lost, 300, {});
    expect(first.aplicados).toHaveLength(1);
    await sendBack(lost, 250, { codVaca: 'mais velha' });
    expect(await stored(String(lost.id))).toMatchObject({ codVaca: 'perdida' });
  });

  it("a record a copy re-creates keeps the fields its person edited: a later lost revision's copy keeps off them", async () => {
    const { d0 } = await farmWithCow(server, vet);
    // The cow was lost with the restore. Device E sends back its copy (lost revision 327) with the observation its
    // person typed and whose answer was lost; device V's copy, from lost revision 331, still holds an older one.
    const lost = { ...d0, id: randomUUID(), codVaca: 'perdida' };
    await push(server, vet, 'd0s', [
      {
        verbo: 'PUT',
        json: {
          ...lost,
          observacaoD0: 'E-11',
          _changed: ['observacaoD0'],
          _baseRev: null,
          _restoredRev: 327,
        },
      },
    ]);
    await sendBack(lost, 331, { observacaoD0: 'V-8', peso_EM: 390 });
    expect(await stored(String(lost.id))).toMatchObject({ observacaoD0: 'E-11', peso_EM: 390 });
  });

  it('fields the device edited and had not sent apply as in any push', async () => {
    const { d0: cow } = await farmWithCow(server, vet);
    await sendBack(cow, 400, { codVaca: 'nova' });
    await push(server, vet, 'd0s', [
      {
        verbo: 'PUT',
        json: {
          ...cow,
          codVaca: 'velha',
          observacaoD0: 'editada',
          _changed: ['observacaoD0'],
          _baseRev: null,
          _restoredRev: 350,
        },
      },
    ]);
    expect(await stored(String(cow.id))).toMatchObject({ codVaca: 'nova', observacaoD0: 'editada' });
  });
  it('a field of a lost call sent again (`_resent`) replaces any copy, never a write since the restore', async () => {
    const { d0: cow } = await farmWithCow(server, vet);
    const resend = (values: Record) =>
      push(server, vet, 'd0s', [
        {
          verbo: 'PUT',
          json: { ...cow, ...values, _changed: [], _resent: Object.keys(values), _baseRev: null },
        },
      ]);
    // A copy from lost revision 331 brings back an older observation; the lost call's value goes over it, and a
    // later copy does not undo it.
    await sendBack(cow, 331, { observacaoD0: 'V-8' });
    await resend({ observacaoD0: 'E-11' });
    await sendBack(cow, 340, { observacaoD0: 'X-9' });
    expect(await stored(String(cow.id))).toMatchObject({ observacaoD0: 'E-11' });
    // A person writes the code after the restore: the lost call's code stays out, and the answer says so.
    await push(server, vet, 'd0s', [
      { verbo: 'PUT', json: { ...cow, codVaca: 'C-12', _changed: ['codVaca'], _baseRev: null } },
    ]);
    const answer = await resend({ codVaca: 'A-1' });
    expect(answer.aplicados[0]?.registro).toMatchObject({ codVaca: 'C-12' });
    expect(await stored(String(cow.id))).toMatchObject({ codVaca: 'C-12', observacaoD0: 'E-11' });
  });
});
