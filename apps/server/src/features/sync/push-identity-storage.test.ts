// The push identity's storage is bounded (rows per user, answer size, retry window).
import { randomUUID } from 'node:crypto';
import type { PushResponse, SyncEntityKey } from '@gestar/domain/entities/sync';
import { inLocale } from '@gestar/domain/i18n/current-locale';
import {
  FARM_FORBIDDEN,
  parentMissing,
  referenceForbidden,
  referenceNotInFarm,
  STALE_PUSH,
} from '@gestar/domain/messages/server';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m0008 from '../../db/migrations/0008_sync_clients_bounded.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  decodeAnswer,
  encodeAnswer,
  FIXED_REASONS,
  MAX_CLIENTS_PER_USER,
  MAX_STORED_REASON_CHARS,
  MAX_STORED_REASON_TEXTS,
  REASON_NOT_KEPT,
  RETRY_WINDOW_DAYS,
  reasonCode,
} from './push-identity.ts';
import {
  build,
  farmWithCow,
  type Item,
  type PushBody,
  post,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

type Identity = { clientId: string; pushSeq: number };

function queue(server: TestServer, session: Session, tipoId: SyncEntityKey, items: Item[], id?: Identity) {
  return post(server, '/api/sync/Queue', session.token, {
    tipoId,
    loggedUser: session.id,
    contents: items.map((item) => ({ verbo: item.verbo ?? 'PUT', json: item.json })),
    ...id,
  });
}

const clientsOf = (server: TestServer, usuarioId: string) =>
  server.db.kysely
    .selectFrom('sync_clients')
    .select(['clientId', 'lastSeq', 'lastAnswer', 'at'])
    .where('usuarioId', '=', usuarioId)
    .execute();

async function storedAnswer(server: TestServer, usuarioId: string, clientId: string) {
  const row = await server.db.kysely
    .selectFrom('sync_clients')
    .select(['lastSeq', 'lastAnswer'])
    .where('usuarioId', '=', usuarioId)
    .where('clientId', '=', clientId)
    .executeTakeFirstOrThrow();
  return { lastSeq: Number(row.lastSeq), lastAnswer: row.lastAnswer };
}

const id = (n: number) => `0195f3a4-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('stored answer (encodeAnswer / decodeAnswer)', () => {
  const reasons: [code: string, text: () => string][] = [
    ...FIXED_REASONS,
    ['rf:vacaId', () => referenceForbidden('vacaId')],
    ['rf:partidaOriginalId', () => referenceForbidden('partidaOriginalId')],
    ['rn:loteOriginalId', () => referenceNotInFarm('loteOriginalId')],
  ];
  it.each(reasons)(
    'the fixed reason %s is stored as its code and answered again word for word',
    (code, text) => {
      expect(reasonCode(text())).toBe(code);
      const answer: PushResponse = {
        sucesso: true,
        aplicados: [],
        rejeitados: [{ id: id(1), motivo: text() }],
      };
      const stored = encodeAnswer(answer);
      expect(stored).not.toContain(text());
      expect(decodeAnswer(stored)).toEqual(answer);
    },
  );

  // A push is refused in its writer's language; the code is read back in the language of whoever reads it then.
  it.each(reasons)('the fixed reason %s refused in Spanish is stored as its code too', (code, text) => {
    const spanish = inLocale('es', text);
    const portuguese = inLocale('pt-BR', text);
    expect(spanish).not.toBe(portuguese);
    expect(reasonCode(spanish)).toBe(code);
    const stored = inLocale('es', () =>
      encodeAnswer({ sucesso: true, aplicados: [], rejeitados: [{ id: id(1), motivo: spanish }] }),
    );
    expect(stored).not.toContain(spanish);
    expect(inLocale('es', () => decodeAnswer(stored).rejeitados[0]?.motivo)).toBe(spanish);
    expect(inLocale('pt-BR', () => decodeAnswer(stored).rejeitados[0]?.motivo)).toBe(portuguese);
  });

  it('keeps other reasons once each, cut to 200 characters, the first 20 only; ids and revisions exactly', () => {
    const long = `Registro inválido. ${'x'.repeat(500)}`;
    const answer: PushResponse = {
      sucesso: true,
      aplicados: [
        { id: id(1), rev: 41 },
        { id: id(2), rev: 7 },
      ],
      rejeitados: [
        { id: id(3), motivo: 'Registro inválido. peso_EM: Entrada inválida' },
        { id: id(4), motivo: 'Registro inválido. peso_EM: Entrada inválida' },
        { id: null, motivo: long },
        ...Array.from({ length: 30 }, (_, n) => ({ id: id(10 + n), motivo: `Motivo ${n}` })),
        { id: id(99), motivo: referenceForbidden('campo com espaço') },
      ],
    };
    const back = decodeAnswer(encodeAnswer(answer));
    expect(back.aplicados).toEqual(answer.aplicados);
    expect(back.rejeitados.map((item) => item.id)).toEqual(answer.rejeitados.map((item) => item.id));
    expect(back.rejeitados.slice(0, 2)).toEqual(answer.rejeitados.slice(0, 2));
    expect(back.rejeitados[2]?.motivo).toBe(`${long.slice(0, MAX_STORED_REASON_CHARS - 1)}…`);
    // Two distinct texts so far: 18 more are kept, the rest answered with REASON_NOT_KEPT.
    const kept = MAX_STORED_REASON_TEXTS - 2;
    expect(back.rejeitados.slice(3, 3 + kept)).toEqual(answer.rejeitados.slice(3, 3 + kept));
    expect(new Set(back.rejeitados.slice(3 + kept).map((item) => item.motivo))).toEqual(
      new Set([REASON_NOT_KEPT()]),
    );
  });

  it('reads an answer stored whole, as older rows hold it, and answers an unknown code with REASON_NOT_KEPT', () => {
    const legacy: PushResponse = {
      sucesso: true,
      aplicados: [{ id: id(1), rev: 3 }],
      rejeitados: [{ id: id(2), motivo: FARM_FORBIDDEN() }],
    };
    expect(decodeAnswer(JSON.stringify(legacy))).toEqual(legacy);
    const future = JSON.stringify({ s: true, a: [], r: [[id(2), 'zz']], t: [] });
    expect(decodeAnswer(future).rejeitados).toEqual([{ id: id(2), motivo: REASON_NOT_KEPT() }]);
  });
});

describe.each(DIALECTS)('push identity storage on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let other: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
    other = await signIn(server, 'Veterinário');
  });
  afterAll(async () => {
    await server.close();
  });

  it(`1,000 pushes each with a fresh clientId keep only the user's ${MAX_CLIENTS_PER_USER} most recent`, async () => {
    const { d0 } = await farmWithCow(server, vet);
    const mine = await farmWithCow(server, other);
    const otherClient = randomUUID();
    const kept = await queue(server, other, 'd0s', [{ json: mine.d0 }], {
      clientId: otherClient,
      pushSeq: 1,
    });
    expect(kept.status).toBe(200);

    const clientIds = Array.from({ length: 1000 }, () => randomUUID());
    // A few at a time: the pushes queue on the revision lock anyway.
    for (let start = 0; start < clientIds.length; start += 8) {
      const answers = await Promise.all(
        clientIds
          .slice(start, start + 8)
          .map((clientId) => queue(server, vet, 'd0s', [{ json: d0 }], { clientId, pushSeq: 1 })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    }
    const last = randomUUID();
    const lastAnswer = await queue(server, vet, 'd0s', [{ json: d0 }], { clientId: last, pushSeq: 1 });

    const rows = await clientsOf(server, vet.id);
    expect(rows).toHaveLength(MAX_CLIENTS_PER_USER);
    expect(rows.map((row) => row.clientId)).toContain(last);
    // The most recent device still gets its answer again; another user's device was not touched.
    expect(await queue(server, vet, 'd0s', [{ json: d0 }], { clientId: last, pushSeq: 1 })).toEqual(
      lastAnswer,
    );
    expect((await clientsOf(server, other.id)).map((row) => row.clientId)).toEqual([otherClient]);
  }, 120_000);

  it('500 records with long distinct reasons store a few KB; the retry answers the same records', async () => {
    const { lote } = await farmWithCow(server, vet);
    const good = build.d0(String(lote.id));
    const bad = Array.from({ length: 499 }, (_, n) => ({
      ...build.d0(String(lote.id)),
      [`campo${n}_${'x'.repeat(300)}`]: 1,
    }));
    const identity = { clientId: randomUUID(), pushSeq: 1 };
    const items = [good, ...bad].map((json) => ({ json }));
    const first = await queue(server, vet, 'd0s', items, identity);
    expect(first.status).toBe(200);
    const answer = first.body as PushBody;
    expect(answer.rejeitados).toHaveLength(499);
    expect(answer.rejeitados[0]?.motivo).toMatch(/^Registro inválido/);

    const { lastAnswer } = await storedAnswer(server, vet.id, identity.clientId);
    // Today's whole answer would be ~100 KB: 499 ids of 36 characters are ~22 KB of it.
    expect(lastAnswer.length).toBeLessThan(32 * 1024);

    const retry = await queue(server, vet, 'd0s', items, identity);
    expect(retry.status).toBe(200);
    const again = retry.body as PushBody;
    expect(again.aplicados).toEqual(answer.aplicados);
    expect(again.rejeitados.map((item) => item.id)).toEqual(answer.rejeitados.map((item) => item.id));
    for (const [index, item] of again.rejeitados.entries()) {
      const original = answer.rejeitados[index]?.motivo ?? '';
      expect([original, `${original.slice(0, MAX_STORED_REASON_CHARS - 1)}…`, REASON_NOT_KEPT()]).toContain(
        item.motivo,
      );
    }
  });

  it('a retry gets the very same answer; fixed reasons are stored as codes', async () => {
    const { lote } = await farmWithCow(server, vet);
    const foreign = await farmWithCow(server, other);
    const applied = [build.d0(String(lote.id)), build.d0(String(lote.id))];
    const elsewhere = build.d0(String(foreign.lote.id));
    const orphan = build.d0(randomUUID());
    const invalid: Record = { ...build.d0(String(lote.id)), peso_EM: 'pesado' };
    const items = [...applied, elsewhere, orphan, invalid].map((json) => ({ json, verbo: 'POST' as const }));
    const identity = { clientId: randomUUID(), pushSeq: 3 };
    const first = await queue(server, vet, 'd0s', items, identity);
    expect(first.status).toBe(200);
    expect((first.body as PushBody).rejeitados.map((item) => item.motivo)).toEqual([
      expect.stringMatching(/^Registro inválido\. peso_EM/),
      FARM_FORBIDDEN(),
      parentMissing('lote'),
    ]);
    const { lastAnswer } = await storedAnswer(server, vet.id, identity.clientId);
    expect(lastAnswer).not.toContain(FARM_FORBIDDEN());
    expect(lastAnswer).not.toContain(parentMissing('lote'));

    expect(await queue(server, vet, 'd0s', items, identity)).toEqual(first);
    // An older call of the same device is still refused.
    expect(await queue(server, vet, 'd0s', items, { ...identity, pushSeq: 2 })).toEqual({
      status: 409,
      body: { title: STALE_PUSH() },
    });
  });

  it(`past ${RETRY_WINDOW_DAYS} days the answer is dropped, the sequence kept: the same or an older call is 409`, async () => {
    const { d0 } = await farmWithCow(server, vet);
    const identity = { clientId: randomUUID(), pushSeq: 5 };
    const edit = (value: string) => [{ json: { ...d0, observacaoD0: value, _changed: ['observacaoD0'] } }];
    expect((await queue(server, vet, 'd0s', edit('cinco'), identity)).status).toBe(200);
    const old = new Date(Date.now() - (RETRY_WINDOW_DAYS + 1) * 86_400_000).toISOString();
    await server.db.kysely
      .updateTable('sync_clients')
      .set({ at: old })
      .where('clientId', '=', identity.clientId)
      .execute();

    // Any later push (here another user's) drops the expired answers.
    const { d0: theirs } = await farmWithCow(server, other);
    const anyone = { clientId: randomUUID(), pushSeq: 1 };
    expect((await queue(server, other, 'd0s', [{ json: theirs }], anyone)).status).toBe(200);
    expect(await storedAnswer(server, vet.id, identity.clientId)).toEqual({ lastSeq: 5, lastAnswer: '' });

    const refused = { status: 409, body: { title: STALE_PUSH() } };
    expect(await queue(server, vet, 'd0s', edit('de novo'), identity)).toEqual(refused);
    expect(await queue(server, vet, 'd0s', edit('quatro'), { ...identity, pushSeq: 4 })).toEqual(refused);
    const next = await queue(server, vet, 'd0s', edit('seis'), { ...identity, pushSeq: 6 });
    expect(next.status).toBe(200);
    expect((next.body as PushBody).aplicados.map((item) => item.id)).toEqual([d0.id]);
  });

  it('migration 0008 keeps the 20 most recent devices of each user and the answers', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const row = (usuarioId: string, n: number) => ({
      usuarioId,
      clientId: randomUUID(),
      lastSeq: n,
      lastAnswer: JSON.stringify({ sucesso: true, aplicados: [], rejeitados: [] }),
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    });
    const rows = [...Array.from({ length: 30 }, (_, n) => row(a, n)), row(b, 0), row(b, 1)];
    await server.db.kysely.insertInto('sync_clients').values(rows).execute();
    const kysely = server.db.kysely as unknown as Kysely<unknown>;
    await m0008.down(kysely);
    await m0008.up(kysely);
    const seqs = async (usuarioId: string) =>
      (await clientsOf(server, usuarioId)).map((stored) => Number(stored.lastSeq)).sort((x, y) => x - y);
    expect(await seqs(a)).toEqual(Array.from({ length: 20 }, (_, n) => n + 10));
    expect(await seqs(b)).toEqual([0, 1]);
  });
});
