// A push is refused in its writer's language (the request's Accept-Language), and a retry of the same call reads
// the stored reason in the language of whoever retries it: fixed reasons are stored as codes, not texts.
import { randomUUID } from 'node:crypto';
import type { SyncEntityKey } from '@gestar/domain/entities/sync';
import { inLocale } from '@gestar/domain/i18n/current-locale';
import { FARM_FORBIDDEN, READ_ONLY_PROFILE } from '@gestar/domain/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  build,
  farmWithCow,
  type Item,
  linkUser,
  type PushBody,
  post,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

type Identity = { clientId: string; pushSeq: number };

function queue(
  server: TestServer,
  session: Session,
  tipoId: SyncEntityKey,
  items: Item[],
  id: Identity,
  language: string,
) {
  return post(
    server,
    '/api/sync/Queue',
    session.token,
    {
      tipoId,
      loggedUser: session.id,
      contents: items.map((item) => ({ verbo: item.verbo ?? 'POST', json: item.json })),
      ...id,
    },
    { 'accept-language': language },
  );
}

const reasonsOf = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(200);
  return (answer.body as PushBody).rejeitados.map((item) => item.motivo);
};

describe.each(DIALECTS)('push refusals in the reader’s language on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let otherVet: Session;
  let cliente: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
    otherVet = await signIn(server, 'Veterinário');
    cliente = await signIn(server, 'Cliente');
  });
  afterAll(async () => {
    await server.close();
  });

  it('a read-only profile is refused in the language of each call', async () => {
    const spanish = inLocale('es', READ_ONLY_PROFILE);
    const portuguese = inLocale('pt-BR', READ_ONLY_PROFILE);
    expect(spanish).not.toBe(portuguese);
    const { fazenda, lote } = await farmWithCow(server, vet);
    await linkUser(server, vet, String(fazenda.id), cliente.id);
    const items = [{ json: build.d0(String(lote.id)) }, { json: build.d0(String(lote.id)) }];
    const identity = { clientId: randomUUID(), pushSeq: 1 };

    expect(reasonsOf(await queue(server, cliente, 'd0s', items, identity, 'es-PY,es;q=0.9'))).toEqual([
      spanish,
      spanish,
    ]);
    // A read-only push writes nothing, not even its answer: the same call again is answered anew.
    expect(reasonsOf(await queue(server, cliente, 'd0s', items, identity, 'pt-BR'))).toEqual([
      portuguese,
      portuguese,
    ]);
  });

  it("a record of another user's farm is refused in Spanish, and read back in Portuguese", async () => {
    const spanish = inLocale('es', FARM_FORBIDDEN);
    const portuguese = inLocale('pt-BR', FARM_FORBIDDEN);
    expect(spanish).not.toBe(portuguese);
    const { lote, d0 } = await farmWithCow(server, vet);
    const items: Item[] = [
      { json: build.d0(String(lote.id)) },
      { verbo: 'PUT', json: { ...d0, codVaca: 'roubada' } },
    ];
    const identity = { clientId: randomUUID(), pushSeq: 3 };
    expect(reasonsOf(await queue(server, otherVet, 'd0s', items, identity, 'es'))).toEqual([
      spanish,
      spanish,
    ]);
    // The stored answer keeps each reason as a code: neither language's text is in the row.
    const row = await server.db.kysely
      .selectFrom('sync_clients')
      .select('lastAnswer')
      .where('usuarioId', '=', otherVet.id)
      .where('clientId', '=', identity.clientId)
      .executeTakeFirstOrThrow();
    expect(row.lastAnswer).not.toContain(spanish);
    expect(row.lastAnswer).not.toContain(portuguese);
    // The same call again is a retry, answered from that row: in the language of whoever retries it.
    expect(reasonsOf(await queue(server, otherVet, 'd0s', items, identity, 'pt-BR'))).toEqual([
      portuguese,
      portuguese,
    ]);
    expect(reasonsOf(await queue(server, otherVet, 'd0s', items, identity, 'es'))).toEqual([
      spanish,
      spanish,
    ]);
    // Without a language the server answers Portuguese, the spec's language.
    const fresh = { clientId: randomUUID(), pushSeq: 1 };
    const none = await post(server, '/api/sync/Queue', otherVet.token, {
      tipoId: 'd0s',
      loggedUser: otherVet.id,
      contents: items.map((item) => ({ verbo: item.verbo ?? 'POST', json: item.json })),
      ...fresh,
    });
    expect(reasonsOf(none)).toEqual([portuguese, portuguese]);
  });
});
