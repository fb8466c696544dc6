import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  allOf,
  farmWithCow,
  linkUser,
  pullAll,
  push,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

type HistoryRow = {
  field: string;
  before: string | null;
  after: string | null;
  usuarioId: string | null;
  rev: number;
};

async function historyOf(server: TestServer, recordId: string): Promise<HistoryRow[]> {
  const rows = await server.db.kysely
    .selectFrom('record_history')
    .select(['field', 'before', 'after', 'usuarioId', 'rev'])
    .where('recordId', '=', recordId)
    .orderBy('rev')
    .orderBy('field')
    .execute();
  return rows.map((row) => ({ ...row, rev: Number(row.rev) }));
}

describe.each(DIALECTS)('sync conflicts (ARCHITECTURE.md §5 push rule 3) on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let inseminador: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
    inseminador = await signIn(server, 'Inseminador');
  });
  afterAll(async () => {
    await server.close();
  });

  /** A cow both devices hold at the same revision. */
  async function sharedCow() {
    const farm = await farmWithCow(server, vet);
    await linkUser(server, vet, String(farm.fazenda.id), inseminador.id);
    const { pages } = await pullAll(server, inseminador, [String(farm.fazenda.id)]);
    const cow = allOf(pages, 'd0s')[0] as Record;
    return { ...farm, cow, baseRev: Number(cow.rev) };
  }

  const edit = (cow: Record, baseRev: number, changes: Record) => ({
    ...cow,
    ...changes,
    _baseRev: baseRev,
    _changed: Object.keys(changes),
  });

  it('edits of different fields on two devices both survive', async () => {
    const { cow, baseRev } = await sharedCow();
    await push(server, vet, 'd0s', [{ verbo: 'PUT', json: edit(cow, baseRev, { observacaoD0: 'Manca' }) }]);
    const second = await push(server, inseminador, 'd0s', [
      { verbo: 'PUT', json: edit(cow, baseRev, { peso_EM: 455 }) },
    ]);
    expect(second.rejeitados).toEqual([]);
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .selectAll()
      .where('id', '=', String(cow.id))
      .executeTakeFirst();
    expect(stored).toMatchObject({ observacaoD0: 'Manca', peso_EM: 455 });
    expect(await historyOf(server, String(cow.id))).toEqual([
      { field: 'observacaoD0', before: null, after: '"Manca"', usuarioId: vet.id, rev: expect.any(Number) },
      {
        field: 'peso_EM',
        before: '420',
        after: '455',
        usuarioId: inseminador.id,
        rev: second.aplicados[0]?.rev,
      },
    ]);
  });

  it('the same field edited on two devices: the later push wins and the overwritten value is in record_history', async () => {
    const { cow, baseRev } = await sharedCow();
    const first = await push(server, vet, 'd0s', [
      { verbo: 'PUT', json: edit(cow, baseRev, { codVaca: 'V-1' }) },
    ]);
    const second = await push(server, inseminador, 'd0s', [
      { verbo: 'PUT', json: edit(cow, baseRev, { codVaca: 'I-1' }) },
    ]);
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .select('codVaca')
      .where('id', '=', String(cow.id))
      .executeTakeFirst();
    expect(stored?.codVaca).toBe('I-1');
    expect(await historyOf(server, String(cow.id))).toEqual([
      {
        field: 'codVaca',
        before: JSON.stringify(cow.codVaca),
        after: '"V-1"',
        usuarioId: vet.id,
        rev: first.aplicados[0]?.rev,
      },
      {
        field: 'codVaca',
        before: '"V-1"',
        after: '"I-1"',
        usuarioId: inseminador.id,
        rev: second.aplicados[0]?.rev,
      },
    ]);
  });

  it('a stale device does not overwrite fields it did not edit', async () => {
    const { cow, baseRev } = await sharedCow();
    await push(server, vet, 'd0s', [
      { verbo: 'PUT', json: edit(cow, baseRev, { observacaoD0: 'Nova observação' }) },
    ]);
    // The inseminator's copy still has the old observation, but only peso_EM is in its _changed.
    await push(server, inseminador, 'd0s', [{ verbo: 'PUT', json: edit(cow, baseRev, { peso_EM: 500 }) }]);
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .selectAll()
      .where('id', '=', String(cow.id))
      .executeTakeFirst();
    expect(stored).toMatchObject({ observacaoD0: 'Nova observação', peso_EM: 500 });
  });

  it('verb PRIORITY changes only the fields its sender names, and every value it overwrites is kept', async () => {
    const { cow, baseRev } = await sharedCow();
    await push(server, vet, 'd0s', [
      { verbo: 'PUT', json: edit(cow, baseRev, { observacaoD0: 'Do veterinário', peso_EM: 300 }) },
    ]);
    const priority = await push(server, inseminador, 'd0s', [
      { verbo: 'PRIORITY', json: { ...edit(cow, baseRev, { codVaca: 'P-9' }), priority: true } },
    ]);
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .selectAll()
      .where('id', '=', String(cow.id))
      .executeTakeFirst();
    expect(stored).toMatchObject({ codVaca: 'P-9', observacaoD0: 'Do veterinário', peso_EM: 300 });
    const overwritten = (await historyOf(server, String(cow.id))).filter(
      (row) => row.rev === priority.aplicados[0]?.rev,
    );
    expect(overwritten.map((row) => [row.field, row.before, row.after])).toEqual([
      ['codVaca', JSON.stringify(cow.codVaca), '"P-9"'],
    ]);
  });

  it('no conflict (server unchanged since _baseRev): still only the named fields apply', async () => {
    const { cow, baseRev } = await sharedCow();
    const answer = await push(server, vet, 'd0s', [
      {
        verbo: 'PUT',
        json: { ...cow, codVaca: 'X', observacaoD0: 'Y', _baseRev: baseRev, _changed: ['codVaca'] },
      },
    ]);
    expect(answer.rejeitados).toEqual([]);
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .selectAll()
      .where('id', '=', String(cow.id))
      .executeTakeFirst();
    expect(stored).toMatchObject({ codVaca: 'X', observacaoD0: cow.observacaoD0 ?? null });
  });

  it('a revision handed back after a conflict never lets a stale copy undo an acknowledged value', async () => {
    const { cow, baseRev } = await sharedCow();
    // C sets the D0 observation: acknowledged.
    const c = await push(server, vet, 'd0s', [
      { verbo: 'PUT', json: edit(cow, baseRev, { observacaoD0: 'C-1' }) },
    ]);
    expect(c.aplicados).toHaveLength(1);
    // A, from its older copy, edits codVaca: a conflict, merged. The answer hands A the merged row.
    const a1 = await push(server, inseminador, 'd0s', [
      { verbo: 'PUT', json: edit(cow, baseRev, { codVaca: 'A-1' }) },
    ]);
    const merged = a1.aplicados[0];
    expect(merged?.registro).toMatchObject({ codVaca: 'A-1', observacaoD0: 'C-1', rev: merged?.rev });
    // A, still without pulling and (as an old client would) without taking that row, edits peso_EM at that rev.
    await push(server, inseminador, 'd0s', [
      { verbo: 'PUT', json: edit({ ...cow, codVaca: 'A-1' }, Number(merged?.rev), { peso_EM: 512 }) },
    ]);
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .selectAll()
      .where('id', '=', String(cow.id))
      .executeTakeFirst();
    expect(stored).toMatchObject({ observacaoD0: 'C-1', codVaca: 'A-1', peso_EM: 512 });
  });

  it('an answer carries no row when the device already holds exactly the stored one', async () => {
    const { cow, baseRev } = await sharedCow();
    const answer = await push(server, vet, 'd0s', [
      { verbo: 'PUT', json: edit(cow, baseRev, { codVaca: 'Z-1' }) },
    ]);
    expect(answer.aplicados[0]).toEqual({ id: cow.id, rev: expect.any(Number) });
  });

  it('an answer handing back values the device did not send names who wrote them', async () => {
    const { cow, baseRev } = await sharedCow();
    // The vet's value replaces the observation the inseminator's device still holds.
    await push(server, vet, 'd0s', [{ verbo: 'PUT', json: edit(cow, baseRev, { observacaoD0: 'Do vet' }) }]);
    const answer = await push(server, inseminador, 'd0s', [
      { verbo: 'PUT', json: edit(cow, baseRev, { peso_EM: 470 }) },
    ]);
    expect(answer.aplicados[0]).toMatchObject({
      registro: { observacaoD0: 'Do vet', peso_EM: 470, lastModifiedBy: inseminador.id },
      autorAnterior: vet.id,
    });
  });

  it('a device merging a pulled conflict sees the server value for fields it did not edit', async () => {
    const { fazenda, cow, baseRev } = await sharedCow();
    await push(server, vet, 'd0s', [
      { verbo: 'PUT', json: edit(cow, baseRev, { observacaoD0: 'Servidor' }) },
    ]);
    const { pages } = await pullAll(server, inseminador, [String(fazenda.id)], baseRev);
    expect(allOf(pages, 'd0s')).toEqual([expect.objectContaining({ id: cow.id, observacaoD0: 'Servidor' })]);
  });
});
