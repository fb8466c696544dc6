import { randomUUID } from 'node:crypto';
import { inLocale } from '@gestar/domain/i18n/current-locale';
import { domainTypeId } from '@gestar/domain/lists/domain-ids';
import { DOMAIN_TYPE_SEED, DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import {
  DOMAIN_TYPE_HAS_VALUES,
  DOMAIN_VALUE_HAS_CHILDREN,
  domainValueInUse,
  SEEDED_DOMAIN_NOT_DELETABLE,
} from '@gestar/domain/messages/admin';
import {
  DOMAIN_LISTS_ADMIN_ONLY,
  DOMAIN_TYPE_NOT_FOUND,
  DOMAIN_VALUE_NOT_FOUND,
  PARENT_DOMAIN_VALUE_NOT_FOUND,
} from '@gestar/domain/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { build, farmWithCow, pull, pushOk, type Session, signIn, startSyncServer } from '../sync/test-kit.ts';

type Answer = { status: number; body: { [key: string]: unknown } };

describe.each(DIALECTS)('/api/ValorDominio and /api/TipoDominio on %s', (dialect) => {
  let server: TestServer;
  let admin: Session;
  let vet: Session;
  const call = async (
    method: string,
    path: string,
    session: Session | null,
    body?: unknown,
    language?: string,
  ): Promise<Answer> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        ...(session ? { authorization: `Bearer ${session.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const eccType = domainTypeId('ecc');

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    admin = await signIn(server, 'Administrador');
    vet = await signIn(server, 'Veterinário');
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['/api/ValorDominio', DOMAIN_VALUE_SEED.length],
    ['/api/TipoDominio', DOMAIN_TYPE_SEED.length],
  ])('GET %s answers the live entries in responseList to any logged-in user', async (path, count) => {
    const answer = await call('GET', path, vet);
    expect(answer.status).toBe(200);
    expect(answer.body.responseList).toHaveLength(count);
    expect((await call('GET', path, null)).status).toBe(401);
  });

  it('an administrator creates, updates and soft-deletes a value; each write reaches the pull', async () => {
    const before = await pull(server, vet, { lastPulledAt: 0 });
    const id = randomUUID();
    const created = await call('POST', '/api/ValorDominio', admin, {
      id,
      valor: '5.25',
      descricao: 'Escore experimental',
      tipoDominioId: eccType,
      valorDominioPaiId: null,
    });
    expect(created).toEqual({
      status: 201,
      body: {
        sucesso: true,
        response: expect.objectContaining({ id, valor: '5.25', isDeleted: false, rev: expect.any(Number) }),
      },
    });
    const retried = await call('POST', '/api/ValorDominio', admin, {
      id,
      valor: '5.25',
      descricao: 'Escore experimental',
      tipoDominioId: eccType,
    });
    expect(retried.status).toBe(200);
    expect((retried.body.response as { rev: number }).rev).toBe(
      (created.body.response as { rev: number }).rev,
    );
    const updated = await call('PUT', '/api/ValorDominio', admin, {
      id,
      valor: '5.50',
      tipoDominioId: eccType,
    });
    expect(updated.status).toBe(200);
    const afterUpdate = await pull(server, vet, { lastPulledAt: before.response.lastPulledAt });
    expect(afterUpdate.response.valorDominios).toEqual([
      expect.objectContaining({ id, valor: '5.50', descricao: null }),
    ]);
    const deleted = await call('DELETE', `/api/ValorDominio/${id}`, admin);
    expect(deleted.status).toBe(200);
    const afterDelete = await pull(server, vet, { lastPulledAt: afterUpdate.response.lastPulledAt });
    expect(afterDelete.response.valorDominios).toEqual([expect.objectContaining({ id, isDeleted: true })]);
    const list = (await call('GET', '/api/ValorDominio', vet)).body.responseList as { id: string }[];
    expect(list.map((value) => value.id)).not.toContain(id);
    const history = await server.db.kysely
      .selectFrom('record_history')
      .select('field')
      .where('recordId', '=', id)
      .execute();
    expect(history.map((row) => row.field).sort()).toEqual([
      'descricao',
      'isDeleted',
      'updated',
      'updated',
      'valor',
    ]);
  });

  it('refuses to delete a seeded value or type, and a type that still has values (409, nothing changes)', async () => {
    const seededValue = DOMAIN_VALUE_SEED[0]?.id ?? '';
    const value = await call('DELETE', `/api/ValorDominio/${seededValue}`, admin);
    expect(value.status).toBe(409);
    expect(value.body).toEqual({ title: SEEDED_DOMAIN_NOT_DELETABLE() });
    const tipo = randomUUID();
    expect(
      (await call('POST', '/api/TipoDominio', admin, { id: tipo, nome: 'Lista com valor' })).status,
    ).toBe(201);
    const child = randomUUID();
    expect(
      (await call('POST', '/api/ValorDominio', admin, { id: child, valor: 'Filho', tipoDominioId: tipo }))
        .status,
    ).toBe(201);
    const busy = await call('DELETE', `/api/TipoDominio/${tipo}`, admin);
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({ title: DOMAIN_TYPE_HAS_VALUES() });
    expect((await call('DELETE', `/api/ValorDominio/${child}`, admin)).status).toBe(200);
    expect((await call('DELETE', `/api/TipoDominio/${tipo}`, admin)).status).toBe(200);
    const kept = await server.db.kysely
      .selectFrom('valor_dominios')
      .select('isDeleted')
      .where('id', '=', seededValue)
      .executeTakeFirstOrThrow();
    expect(Number(kept.isDeleted)).toBe(0);
  });

  it('refuses to delete an added value that live records or protocol steps name, or that has child values', async () => {
    const newValue = async (extra: { [key: string]: unknown } = {}) => {
      const id = randomUUID();
      const answer = await call('POST', '/api/ValorDominio', admin, {
        id,
        valor: `Valor ${id.slice(0, 6)}`,
        tipoDominioId: eccType,
        ...extra,
      });
      expect(answer.status).toBe(201);
      return id;
    };
    const onCow = await newValue();
    const inStep = await newValue();
    const parent = await newValue();
    await newValue({ valorDominioPaiId: parent });
    const { d0, lote } = await farmWithCow(server, vet);
    await pushOk(server, vet, 'd0s', [{ ...d0, ecc: onCow }]);
    await pushOk(server, vet, 'lotes', [{ ...lote, racaMatriz: onCow }]);
    const step = { ...(build.protocolo(vet.id).managementProtocols as object[])[0], hormoneType: inStep };
    await pushOk(server, vet, 'protocolos', [build.protocolo(vet.id, { managementProtocols: [step] })]);

    const used = await call('DELETE', `/api/ValorDominio/${onCow}`, admin);
    expect(used).toEqual({ status: 409, body: { title: domainValueInUse('lotes', 'd0s') } });
    expect(used.body.title).toBe(
      'Este valor está em uso (lotes e matrizes) e não pode ser excluído. Você pode editar o texto.',
    );
    expect(await call('DELETE', `/api/ValorDominio/${inStep}`, admin)).toEqual({
      status: 409,
      body: { title: domainValueInUse('protocolos') },
    });
    expect(await call('DELETE', `/api/ValorDominio/${parent}`, admin)).toEqual({
      status: 409,
      body: { title: DOMAIN_VALUE_HAS_CHILDREN() },
    });
    const stillLive = await server.db.kysely
      .selectFrom('valor_dominios')
      .select('isDeleted')
      .where('id', 'in', [onCow, inStep, parent])
      .execute();
    expect(stillLive.map((row) => Number(row.isDeleted))).toEqual([0, 0, 0]);

    // Once the records let go of it (the cow deleted, the batch changed), it goes.
    await pushOk(server, vet, 'd0s', [{ ...d0, ecc: onCow, isDeleted: true }]);
    await pushOk(server, vet, 'lotes', [{ ...lote, racaMatriz: null }]);
    expect((await call('DELETE', `/api/ValorDominio/${onCow}`, admin)).status).toBe(200);
  });

  it('an administrator creates, updates and deletes a type', async () => {
    const id = randomUUID();
    expect((await call('POST', '/api/TipoDominio', admin, { id, nome: 'Raça do Cachorro' })).status).toBe(
      201,
    );
    expect(
      (await call('PUT', '/api/TipoDominio', admin, { id, nome: 'Raça do Cão', descricao: 'x' })).status,
    ).toBe(200);
    expect((await call('DELETE', `/api/TipoDominio/${id}`, admin)).status).toBe(200);
    const row = await server.db.kysely
      .selectFrom('tipo_dominios')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toMatchObject({ nome: 'Raça do Cão', descricao: 'x', lastModifiedBy: admin.id });
    expect(row?.isDeleted === true || row?.isDeleted === 1).toBe(true);
  });

  it.each(['Veterinário', 'Inseminador', 'Estagiário', 'Cliente'] as const)(
    'a %s may read but not write (403)',
    async (role) => {
      const user = await signIn(server, role);
      const value = { id: randomUUID(), valor: 'X', tipoDominioId: eccType };
      const answers = await Promise.all([
        call('POST', '/api/ValorDominio', user, value),
        call('PUT', '/api/ValorDominio', user, value),
        call('DELETE', `/api/ValorDominio/${DOMAIN_VALUE_SEED[0]?.id}`, user),
        call('POST', '/api/TipoDominio', user, { id: randomUUID(), nome: 'X' }),
        call('DELETE', `/api/TipoDominio/${eccType}`, user),
      ]);
      expect(answers).toEqual(
        answers.map(() => ({ status: 403, body: { title: DOMAIN_LISTS_ADMIN_ONLY() } })),
      );
      expect((await call('GET', '/api/TipoDominio', user)).status).toBe(200);
    },
  );

  it.each([
    [
      'PUT',
      '/api/ValorDominio',
      { id: randomUUID(), valor: 'X', tipoDominioId: eccType },
      404,
      DOMAIN_VALUE_NOT_FOUND(),
    ],
    ['DELETE', `/api/ValorDominio/${randomUUID()}`, undefined, 404, DOMAIN_VALUE_NOT_FOUND()],
    ['PUT', '/api/TipoDominio', { id: randomUUID(), nome: 'X' }, 404, DOMAIN_TYPE_NOT_FOUND()],
    [
      'POST',
      '/api/ValorDominio',
      { id: randomUUID(), valor: 'X', tipoDominioId: randomUUID() },
      400,
      DOMAIN_TYPE_NOT_FOUND(),
    ],
    [
      'POST',
      '/api/ValorDominio',
      { id: randomUUID(), valor: 'X', tipoDominioId: eccType, valorDominioPaiId: randomUUID() },
      400,
      PARENT_DOMAIN_VALUE_NOT_FOUND(),
    ],
  ])('%s %s of a missing record', async (method, path, body, status, title) => {
    expect(await call(method, path, admin, body)).toEqual({ status, body: { title } });
  });

  it.each([
    ['/api/ValorDominio', DOMAIN_VALUE_NOT_FOUND],
    ['/api/TipoDominio', DOMAIN_TYPE_NOT_FOUND],
  ])('DELETE %s of a missing record answers a Spanish request in Spanish', async (path, title) => {
    expect(inLocale('es', title)).not.toBe(inLocale('pt-BR', title));
    expect(await call('DELETE', `${path}/${randomUUID()}`, admin, undefined, 'es')).toEqual({
      status: 404,
      body: { title: inLocale('es', title) },
    });
  });

  it.each([
    ['POST', '/api/ValorDominio', { id: randomUUID(), valor: '', tipoDominioId: eccType }],
    ['POST', '/api/ValorDominio', { id: 'abc', valor: 'X', tipoDominioId: eccType }],
    ['POST', '/api/ValorDominio', { valor: 'X' }],
    ['POST', '/api/ValorDominio', [1, 2]],
    ['POST', '/api/TipoDominio', { id: randomUUID(), nome: '   ' }],
    ['POST', '/api/TipoDominio', { id: randomUUID(), nome: 'a\u0000b' }],
    ['PUT', '/api/TipoDominio', { id: randomUUID(), nome: 5 }],
    ['DELETE', '/api/TipoDominio/not-an-id', undefined],
  ])('%s %s with bad input → 400 in pt-BR', async (method, path, body) => {
    const answer = await call(method, path, admin, body);
    expect(answer.status).toBe(400);
    expect(answer.body.title).toEqual(expect.any(String));
  });

  it('the value form requires valor and the type form nome (spec §5), named in errors', async () => {
    const answer = await call('POST', '/api/TipoDominio', admin, { id: randomUUID() });
    expect(answer).toEqual({
      status: 400,
      body: { title: 'Requisição inválida.', errors: [expect.stringMatching(/^nome: /)] },
    });
  });
});
