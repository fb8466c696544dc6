import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { FIELD_GROUPS } from '@gestar/domain/entities/field-groups';
import type { PushResponse } from '@gestar/domain/entities/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GestarDb } from '../local-db/database.ts';
import { createRepository } from '../local-db/repository.ts';
import type { PulledRecord, StoredRecord } from './merge.ts';
import { pullChanges } from './pull.ts';
import { pushChanges } from './push.ts';
import type { PushSnapshot } from './push-plan.ts';
import { acknowledgeReplaced, openReplaced, replacedByAnswer, replacedByPull } from './replaced-values.ts';
import { expectSynced } from './testing/expect-synced.ts';
import { FakeSyncServer } from './testing/fake-sync-server.ts';

// A value this device sent and had acknowledged, replaced by another user's, is never silent.

const ME = newId();
const OTHER = newId();
const PRENHE = newId();
const VAZIA = newId();
const TIPO = newId();
const CL = newId();
const FINAL_PRENHE = newId();
const FINAL_VAZIA = newId();
const COW = newId();
const LOTE = newId();
const WRITTEN = '2025-03-10T13:30:00.000Z';

const DG_TYPED = ['condicaoDG', 'tipoPrenhe', 'clVazia', 'eccDG', 'observacaoDG', 'diasGestacaoTouro'];

/** A cow this device diagnosed Prenhe (acknowledged), her code typed here too. */
const diagnosed: StoredRecord = {
  id: COW,
  updated: '2025-03-09T10:00:00.000Z',
  loteId: LOTE,
  codVaca: 'TD01',
  peso_EM: null,
  condicaoDG: PRENHE,
  tipoPrenhe: TIPO,
  clVazia: null,
  eccDG: null,
  observacaoDG: '[N/A]',
  diasGestacaoTouro: null,
  condicaoDGFinal: FINAL_PRENHE,
  observacao_DG_Final: '[N/A]',
  _status: 'synced',
  _changed: [],
  _rev: 5,
  _mine: ['codVaca', ...DG_TYPED, 'condicaoDGFinal', 'observacao_DG_Final'],
};

const pulled = (changes: Record<string, unknown>, lastModifiedBy: string | null = OTHER): PulledRecord => {
  const { _status, _changed, _rev, _mine, ...fields } = diagnosed;
  return { ...fields, id: COW, updated: WRITTEN, ...changes, lastModifiedBy, rev: 6 };
};

const emptied = { condicaoDG: VAZIA, tipoPrenhe: null, clVazia: CL };

describe('replacedByPull', () => {
  it.each([
    {
      case: 'another user replaced my DG answer: one notice with the answer fields that differ',
      local: diagnosed,
      pulled: pulled(emptied),
      drafts: [
        {
          entity: 'd0s',
          recordId: COW,
          step: 'dg',
          fields: [
            { field: 'condicaoDG', mine: PRENHE, kept: VAZIA },
            { field: 'tipoPrenhe', mine: TIPO, kept: null },
            { field: 'clVazia', mine: null, kept: CL },
          ],
          by: OTHER,
          writtenAt: WRITTEN,
        },
      ],
      // The whole answer is the other user's now.
      mine: ['codVaca', 'condicaoDGFinal', 'observacao_DG_Final'],
    },
    {
      case: 'my own other phone replaced it: no notice, the value stays mine',
      local: diagnosed,
      pulled: pulled(emptied, ME),
      drafts: [],
      mine: diagnosed._mine,
    },
    {
      case: 'the same value: no notice',
      local: diagnosed,
      pulled: pulled({ eccDG: null }),
      drafts: [],
      mine: diagnosed._mine,
    },
    {
      case: 'a field I never pushed: no notice',
      local: diagnosed,
      pulled: pulled({ peso_EM: 455 }),
      drafts: [],
      mine: diagnosed._mine,
    },
    {
      case: 'a field edited here since (still to send): not compared, the merge keeps it',
      local: { ...diagnosed, _status: 'updated' as const, _changed: [...(FIELD_GROUPS.d0s?.[0] ?? [])] },
      pulled: pulled(emptied),
      drafts: [],
      mine: diagnosed._mine,
    },
    {
      case: 'an author the server did not name: reported as unknown',
      local: diagnosed,
      pulled: pulled({ codVaca: 'TD99' }, null),
      drafts: [
        {
          entity: 'd0s',
          recordId: COW,
          step: 'd0',
          fields: [{ field: 'codVaca', mine: 'TD01', kept: 'TD99' }],
          by: null,
          writtenAt: WRITTEN,
        },
      ],
      mine: [...DG_TYPED, 'condicaoDGFinal', 'observacao_DG_Final'],
    },
    {
      case: 'a DG and a DG Final replaced: one notice per answer',
      local: diagnosed,
      pulled: pulled({ ...emptied, condicaoDGFinal: FINAL_VAZIA }),
      drafts: [
        expect.objectContaining({ step: 'dg', fields: expect.any(Array) }),
        expect.objectContaining({
          step: 'dgFinal',
          fields: [{ field: 'condicaoDGFinal', mine: FINAL_PRENHE, kept: FINAL_VAZIA }],
        }),
      ],
      mine: ['codVaca'],
    },
    {
      case: 'a record with nothing of mine: nothing to compare',
      local: { ...diagnosed, _mine: undefined },
      pulled: pulled(emptied),
      drafts: [],
      mine: [],
    },
  ])('$case', ({ local, pulled: incoming, drafts, mine }) => {
    const found = replacedByPull('d0s', local, incoming, ME);
    expect(found.drafts).toEqual(drafts);
    expect([...found.mine].sort()).toEqual([...(mine ?? [])].sort());
  });
});

describe('replacedByAnswer', () => {
  const cow: StoredRecord = {
    id: COW,
    updated: '2025-03-09T10:00:00.000Z',
    codVaca: 'TD01',
    peso_EM: 400,
    condicaoDG: null,
    _status: 'updated',
    _changed: ['peso_EM'],
    _rev: 5,
    _mine: ['codVaca'],
  };
  const snapshot = (changed: string[], values: Record<string, unknown>, baseRev: number | null = 5) =>
    ({
      updated: '2025-03-09T10:00:00.000Z',
      changed,
      values: { ...values, _changed: changed, _baseRev: baseRev },
    }) satisfies PushSnapshot;
  const item = (
    registro?: Record<string, unknown>,
    autorAnterior?: string | null,
  ): PushResponse['aplicados'][number] => ({
    id: COW,
    rev: 7,
    ...(registro ? { registro: { ...registro, updated: WRITTEN, rev: 7 } } : {}),
    ...(autorAnterior === undefined ? {} : { autorAnterior }),
  });

  it.each([
    {
      case: 'no row handed back: what I sent and typed joins what was mine',
      current: cow,
      snapshot: snapshot(['peso_EM'], { codVaca: 'TD01', peso_EM: 400 }),
      item: item(),
      drafts: [],
      mine: ['codVaca', 'peso_EM'],
    },
    {
      case: 'an earlier value replaced by another user before this call: named by autorAnterior',
      current: cow,
      snapshot: snapshot(['peso_EM'], { codVaca: 'TD01', peso_EM: 400 }),
      item: item({ codVaca: 'TD77', peso_EM: 400, lastModifiedBy: ME }, OTHER),
      drafts: [
        {
          entity: 'd0s',
          recordId: COW,
          step: 'd0',
          fields: [{ field: 'codVaca', mine: 'TD01', kept: 'TD77' }],
          by: OTHER,
          // This call wrote the row last: when the other value was written is not known.
          writtenAt: null,
        },
      ],
      mine: ['peso_EM'],
    },
    {
      case: 'replaced by my own other phone: no notice, the new value is mine',
      current: cow,
      snapshot: snapshot(['peso_EM'], { codVaca: 'TD01', peso_EM: 400 }),
      item: item({ codVaca: 'TD77', peso_EM: 400, lastModifiedBy: ME }, ME),
      drafts: [],
      mine: ['codVaca', 'peso_EM'],
    },
    {
      case: 'a call answered again after another user replaced what it sent',
      current: cow,
      snapshot: snapshot(['peso_EM'], { codVaca: 'TD01', peso_EM: 400 }),
      item: item({ codVaca: 'TD01', peso_EM: 455, lastModifiedBy: OTHER }),
      drafts: [
        {
          entity: 'd0s',
          recordId: COW,
          step: 'd0',
          fields: [{ field: 'peso_EM', mine: 400, kept: 455 }],
          by: OTHER,
          writtenAt: WRITTEN,
        },
      ],
      mine: ['codVaca'],
    },
    {
      case: 'a new cow: her code is mine, her empty diagnosis is nobody’s',
      current: { ...cow, _status: 'created' as const, _rev: null, _mine: undefined },
      snapshot: snapshot(
        ['codVaca', 'peso_EM', 'condicaoDG', 'tipoPrenhe'],
        { codVaca: 'TD01', peso_EM: 400 },
        null,
      ),
      item: item(),
      drafts: [],
      mine: ['codVaca', 'peso_EM'],
    },
    {
      case: 'a resend after a server restore (no base revision) adds nothing',
      current: cow,
      snapshot: snapshot(['codVaca', 'peso_EM'], { codVaca: 'TD01', peso_EM: 400 }, null),
      item: item(),
      drafts: [],
      mine: ['codVaca'],
    },
    {
      case: 'a value edited again while the call was out stays out until its own acknowledgement',
      current: { ...cow, _mine: [] },
      snapshot: snapshot(['peso_EM'], { codVaca: 'TD01', peso_EM: 400 }),
      item: item(),
      stillChanged: ['peso_EM'],
      drafts: [],
      mine: [],
    },
  ])('$case', ({ current, snapshot: sent, item: answered, stillChanged, drafts, mine }) => {
    const found = replacedByAnswer('d0s', current, sent, answered, ME, stillChanged ?? [], true);
    expect(found.drafts).toEqual(drafts);
    expect([...found.mine].sort()).toEqual([...mine].sort());
  });
});

describe('through the sync engine (fake-indexeddb)', () => {
  let db: GestarDb;
  let server: FakeSyncServer;
  beforeEach(() => {
    db = new GestarDb(`replaced-${newId()}`);
    server = new FakeSyncServer();
  });
  afterEach(async () => {
    await db.delete();
  });

  async function diagnosedHere() {
    const cows = createRepository(db.d0s);
    const cow = await cows.post({ codVaca: 'TD01', loteId: LOTE });
    await pushChanges(db, server, ME);
    await cows.update(cow.id, { condicaoDG: PRENHE, tipoPrenhe: TIPO, observacaoDG: '[N/A]' });
    await pushChanges(db, server, ME);
    return { cows, cow };
  }

  it('keeps a notice until Ciente, and the acknowledgement survives a reload', async () => {
    const { cow } = await diagnosedHere();
    expect((await db.d0s.get(cow.id))?._mine?.sort()).toEqual(['codVaca', ...DG_TYPED].sort());

    server.write('d0s', { id: cow.id, ...emptied, lastModifiedBy: OTHER, updated: WRITTEN });
    await pullChanges(db, server, () => Date.parse('2025-03-11T09:00:00.000Z'), ME);
    const [notice, ...more] = await openReplaced(db);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      entity: 'd0s',
      recordId: cow.id,
      step: 'dg',
      fields: [
        { field: 'condicaoDG', mine: PRENHE, kept: VAZIA },
        { field: 'tipoPrenhe', mine: TIPO, kept: null },
        { field: 'clVazia', mine: null, kept: CL },
      ],
      by: OTHER,
      writtenAt: WRITTEN,
      seenAt: '2025-03-11T09:00:00.000Z',
      acknowledgedAt: null,
    });
    // The device holds the kept answer, and it is no longer "mine".
    expect(await db.d0s.get(cow.id)).toMatchObject({ condicaoDG: VAZIA, _mine: ['codVaca'] });

    await acknowledgeReplaced(db, [notice?.id ?? ''], '2025-03-11T09:05:00.000Z');
    db.close();
    const reopened = new GestarDb(db.name);
    expect(await openReplaced(reopened)).toEqual([]);
    expect(await reopened.replacedValues.get(notice?.id ?? '')).toMatchObject({
      acknowledgedAt: '2025-03-11T09:05:00.000Z',
    });
    // The same row pulled again tells nothing new.
    await pullChanges(reopened, server, Date.now, ME);
    expect(await openReplaced(reopened)).toEqual([]);
    reopened.close();
    await db.open();
  });

  it('tells nothing when the other push is the same user (their other phone)', async () => {
    const { cow } = await diagnosedHere();
    server.write('d0s', { id: cow.id, ...emptied, lastModifiedBy: ME, updated: WRITTEN });
    await pullChanges(db, server, Date.now, ME);
    expect(await openReplaced(db)).toEqual([]);
  });

  it('a value typed here again is not compared until its own acknowledgement', async () => {
    const { cows, cow } = await diagnosedHere();
    await cows.update(cow.id, { condicaoDG: VAZIA, tipoPrenhe: null });
    expect((await db.d0s.get(cow.id))?._mine).toEqual(['codVaca']);
    server.write('d0s', { id: cow.id, codVaca: 'TD02', lastModifiedBy: OTHER, updated: WRITTEN });
    await pullChanges(db, server, Date.now, ME);
    // The code was replaced (a notice), the diagnosis typed again is kept to be sent.
    expect((await openReplaced(db)).map((row) => [row.step, row.fields])).toEqual([
      ['d0', [{ field: 'codVaca', mine: 'TD01', kept: 'TD02' }]],
    ]);
    expect(await db.d0s.get(cow.id)).toMatchObject({ condicaoDG: VAZIA, _status: 'updated' });
  });

  it('one answer replaced twice before anyone looked is one notice, with the latest values', async () => {
    const { cow } = await diagnosedHere();
    server.write('d0s', { id: cow.id, ...emptied, lastModifiedBy: OTHER, updated: WRITTEN });
    await pullChanges(db, server, Date.now, ME);
    // This device diagnoses her again (acknowledged), and the other user replaces it again.
    await createRepository(db.d0s).update(cow.id, { condicaoDG: PRENHE, tipoPrenhe: TIPO, clVazia: null });
    await pushChanges(db, server, ME);
    server.write('d0s', { id: cow.id, ...emptied, lastModifiedBy: OTHER, updated: WRITTEN });
    await pullChanges(db, server, Date.now, ME);
    const open = await openReplaced(db);
    expect(open).toHaveLength(1);
    expect(open[0]?.fields).toContainEqual({ field: 'condicaoDG', mine: PRENHE, kept: VAZIA });
  });

  it('a push answer handing back another user’s value records it too', async () => {
    const { cows, cow } = await diagnosedHere();
    await cows.update(cow.id, { peso_EM: 420 });
    const queue = server.queue;
    server.queue = async (request) => {
      const answer = await queue(request);
      const stored = server.table('d0s').get(cow.id);
      return {
        ...answer,
        aplicados: answer.aplicados.map((applied) => ({
          ...applied,
          registro: { ...stored, ...emptied, rev: applied.rev, lastModifiedBy: ME },
          autorAnterior: OTHER,
        })),
      };
    };
    await pushChanges(db, server, ME);
    expect((await openReplaced(db)).map((row) => [row.step, row.by, row.fields[0]])).toEqual([
      ['dg', OTHER, { field: 'condicaoDG', mine: PRENHE, kept: VAZIA }],
    ]);
    expect(await db.d0s.get(cow.id)).toMatchObject({ condicaoDG: VAZIA, peso_EM: 420 });
    expectSynced(await db.d0s.get(cow.id));
    expect((await db.d0s.get(cow.id))?._mine?.sort()).toEqual(['codVaca', 'peso_EM']);
  });

  it('never sends its bookkeeping to the server', async () => {
    await diagnosedHere();
    for (const call of server.queueCalls)
      for (const item of call.contents) expect(item.json).not.toHaveProperty('_mine');
  });
});
