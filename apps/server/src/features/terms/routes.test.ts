import { TERM_TYPES } from '@gestar/domain/entities/term';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRolesAndTerms } from '../../db/seeds/accounts.ts';
import { bearer, createTestUser, type ErrorBody, jsonOf, loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe.each(DIALECTS)('terms calls on %s', (dialect) => {
  let server: TestServer;
  const accept = (token: string, body: unknown) =>
    fetch(`${server.baseUrl}/api/Termo/Aceitar`, {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
    await seedRolesAndTerms(server.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(TERM_TYPES)(
    'GET /api/Termo/ObterAtivo?tipo=%s answers the active text without login',
    async (tipo) => {
      const response = await fetch(`${server.baseUrl}/api/Termo/ObterAtivo?tipo=${tipo}`);
      expect(response.status).toBe(200);
      const body = await jsonOf<{ conteudo: string; versao: number }>(response);
      expect(body.versao).toBe(1);
      expect(body.conteudo).toContain('versão 1');
      expect(body.conteudo).toContain('privacidade@gestar.local');
    },
  );

  it('the privacy policy names the LGPD, the data, the purposes and the rights of the data subject', async () => {
    const { conteudo } = await jsonOf<{ conteudo: string }>(
      await fetch(`${server.baseUrl}/api/Termo/ObterAtivo?tipo=P`),
    );
    for (const part of ['Lei nº 13.709/2018', 'Controlador', 'Quais dados', 'Para que', 'art. 18', 'ANPD']) {
      expect(conteudo).toContain(part);
    }
  });

  it.each([['tipo=X'], ['tipo=c'], [''], ['tipo=C&tipo=P']])(
    'ObterAtivo?%s is a pt-BR 400',
    async (query) => {
      const response = await fetch(`${server.baseUrl}/api/Termo/ObterAtivo?${query}`);
      expect(response.status).toBe(400);
      expect((await jsonOf<ErrorBody>(response)).title).toBe('Requisição inválida.');
    },
  );

  it('POST /api/Termo/Aceitar records the acceptance with the address and answers {ip, termoID}', async () => {
    const user = await createTestUser(server, { role: 'Veterinário', acceptTerms: false });
    const { token } = await loginAs(server, user.email, user.password);
    const response = await accept(token, { tipo: 'P' });
    expect(response.status).toBe(200);
    const body = await response.json();
    const termo = await server.db.kysely
      .selectFrom('termos')
      .selectAll()
      .where('tipo', '=', 'P')
      .executeTakeFirstOrThrow();
    expect(body).toEqual({ ip: '127.0.0.1', termoID: termo.id });
    const rows = await server.db.kysely
      .selectFrom('termo_aceites')
      .selectAll()
      .where('usuarioId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tipo: 'P', versao: 1, termoId: termo.id, ip: '127.0.0.1' });

    // Accepting again changes nothing.
    expect(await (await accept(token, { tipo: 'P' })).json()).toEqual(body);
    expect(
      await server.db.kysely
        .selectFrom('termo_aceites')
        .select('id')
        .where('usuarioId', '=', user.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('a new version of a term asks everyone again', async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    expect((await loginAs(server, user.email, user.password)).body.termoCookie).toBe(true);
    await server.db.kysely
      .insertInto('termos')
      .values({
        id: '01a20832-7000-7000-8000-000000000001',
        tipo: 'C',
        versao: 2,
        conteudo: 'POLÍTICA DE COOKIES — versão 2',
        created: new Date().toISOString(),
      })
      .execute();
    const { body, token } = await loginAs(server, user.email, user.password);
    expect(body).toMatchObject({ termoCookie: false, termoPrivacy: true, termoUso: true });
    const active = await (await fetch(`${server.baseUrl}/api/Termo/ObterAtivo?tipo=C`)).json();
    expect(active).toEqual({ conteudo: 'POLÍTICA DE COOKIES — versão 2', versao: 2 });
    expect((await accept(token, { tipo: 'C' })).status).toBe(200);
    expect((await loginAs(server, user.email, user.password)).body.termoCookie).toBe(true);
  });

  it.each([
    ['no tipo', {}],
    ['an unknown tipo', { tipo: 'Z' }],
    ['a tipo that is not text', { tipo: ['C'] }],
  ])('Aceitar with %s is a 400', async (_case, body) => {
    const user = await createTestUser(server, { role: 'Veterinário', acceptTerms: false });
    const { token } = await loginAs(server, user.email, user.password);
    const response = await accept(token, body);
    expect(response.status).toBe(400);
  });

  it('Aceitar without a token is a 401', async () => {
    const response = await fetch(`${server.baseUrl}/api/Termo/Aceitar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tipo: 'C' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ title: 'Sessão expirada ou inválida. Faça login novamente.' });
  });
});
