import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { ROLES } from '@gestar/domain/entities/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_HASH_COST } from '../../config.ts';
import { createAccount } from '../../features/users/create-account.ts';
import { bearer, createTestUser, type ErrorBody, jsonOf, loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createPasswordHasher } from './passwords.ts';

const FAST = { GESTAR_TEST_FAST_HASH: '1' };

describe.each(DIALECTS)('POST /api/Authentication/Login on %s', (dialect) => {
  let server: TestServer;
  const post = (body: unknown, path = '/api/Authentication/Login') =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer(dialect, FAST);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the spec §3 login response with a refresh token', async () => {
    const user = await createTestUser(server, { role: 'Veterinário', email: 'Ana.Vet@Fazenda.test' });
    const response = await post({ email: '  ANA.VET@fazenda.test ', password: user.password });
    expect(response.status).toBe(200);
    const body = await jsonOf<LoginResponse>(response);
    expect(body).toMatchObject({
      id: user.id,
      email: 'ana.vet@fazenda.test',
      cpf: null,
      zoetisId: null,
      roles: [{ id: ROLES.veterinario.id, name: 'Veterinário', description: 'Veterinário' }],
      termoCookie: true,
      termoPrivacy: true,
      termoUso: true,
      title: null,
    });
    expect(body.nomeCompleto).toMatch(/Usuário de Teste/);
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logs in by CPF, formatted or not', async () => {
    const hasher = createPasswordHasher(TEST_HASH_COST);
    const id = await createAccount(
      server.db,
      hasher,
      {
        nomeCompleto: 'João do CPF',
        email: 'joao.cpf@fazenda.test',
        cpf: '52998224725',
        estado: 'GO',
        municipio: 'Goiânia',
        zoetisId: null,
        superiorId: null,
        createdByUserId: null,
        roles: [ROLES.inseminador],
        password: 'senha-do-joao',
      },
      null,
    );
    for (const cpf of ['52998224725', '529.982.247-25']) {
      const response = await post({ cpf, password: 'senha-do-joao' });
      expect(response.status).toBe(200);
      expect((await jsonOf<LoginResponse>(response)).id).toBe(id);
    }
  });

  it('gives the same 401 for a wrong password and an unknown login', async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    const wrong = await post({ email: user.email, password: 'senha-errada' });
    const unknown = await post({ email: 'ninguem@fazenda.test', password: 'senha-errada' });
    const unknownCpf = await post({ cpf: '11144477735', password: 'senha-errada' });
    for (const response of [wrong, unknown, unknownCpf]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ title: 'Usuário ou senha inválidos!' });
    }
  });

  it("answers 'Usuario deletado!' to a soft-deleted user with the right password", async () => {
    const user = await createTestUser(server, { role: 'Estagiário' });
    await server.db.kysely.updateTable('usuarios').set({ isDeleted: 1 }).where('id', '=', user.id).execute();
    const response = await post({ email: user.email, password: user.password });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ title: 'Usuario deletado!' });
    const wrong = await post({ email: user.email, password: 'outra-senha' });
    expect(wrong.status).toBe(401);
  });

  it("answers 'Usuario não possui perfil' to a user without a role", async () => {
    const user = await createTestUser(server, { role: 'Cliente' });
    await server.db.kysely.deleteFrom('user_roles').where('usuarioId', '=', user.id).execute();
    const response = await post({ email: user.email, password: user.password });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ title: 'Usuario não possui perfil' });
  });

  describe('with terms pending', () => {
    it('still answers 200 with the flags false and the spec §8 title', async () => {
      const user = await createTestUser(server, { role: 'Veterinário', acceptTerms: false });
      const { body } = await loginAs(server, user.email, user.password);
      expect(body).toMatchObject({
        termoCookie: false,
        termoPrivacy: false,
        termoUso: false,
        title: 'Você precisa aceitar os termos de uso!',
      });
    });

    it('gives a token that only reads and accepts the terms until all three are accepted', async () => {
      const user = await createTestUser(server, { role: 'Administrador', acceptTerms: false });
      const { token } = await loginAs(server, user.email, user.password);
      const headers = bearer(token);
      const refused = async () => {
        const response = await fetch(`${server.baseUrl}/api/Account`, { headers });
        return { status: response.status, body: await response.json() };
      };
      expect(await refused()).toEqual({
        status: 403,
        body: { title: 'Você precisa aceitar os termos de uso!' },
      });

      const read = await fetch(`${server.baseUrl}/api/Termo/ObterAtivo?tipo=U`, { headers });
      expect(read.status).toBe(200);
      for (const tipo of ['C', 'P']) {
        const accepted = await fetch(`${server.baseUrl}/api/Termo/Aceitar`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ tipo }),
        });
        expect(accepted.status).toBe(200);
      }
      expect((await refused()).status).toBe(403);
      await fetch(`${server.baseUrl}/api/Termo/Aceitar`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ tipo: 'U' }),
      });
      // The same token now opens everything: acceptance takes effect without a new login.
      const opened = await fetch(`${server.baseUrl}/api/Account`, { headers });
      expect(opened.status).toBe(200);
      const again = await loginAs(server, user.email, user.password);
      expect(again.body).toMatchObject({
        termoCookie: true,
        termoPrivacy: true,
        termoUso: true,
        title: null,
      });
    });
  });

  it.each([
    ['no body', undefined],
    ['malformed JSON', '{"email": '],
    ['an array', '[]'],
    ['neither cpf nor e-mail', { password: 'x' }],
    ['both cpf and e-mail', { cpf: '52998224725', email: 'a@b.com', password: 'x' }],
    ['an invalid e-mail', { email: 'não-é-email', password: 'x' }],
    ['a CPF of 10 digits', { cpf: '1234567890', password: 'x' }],
    ['no password', { email: 'a@fazenda.test' }],
    ['a password that is a number', { email: 'a@fazenda.test', password: 123456 }],
    ['a huge password', { email: 'a@fazenda.test', password: 'x'.repeat(10_000) }],
    ['an object as e-mail', { email: { $ne: null }, password: 'x' }],
    ['a __proto__ key', '{"__proto__": {"isAdmin": true}, "email": "a@fazenda.test", "password": "x"}'],
  ])('refuses %s with a pt-BR 400', async (_case, body) => {
    const response = await fetch(`${server.baseUrl}/api/Authentication/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    expect(response.status).toBe(400);
    const answer = await jsonOf<ErrorBody>(response);
    expect(answer.title).toBe('Requisição inválida.');
    expect(JSON.stringify(answer)).not.toMatch(/stack|Error:|at /);
  });

  it('limits guesses to 10 a minute per address and account, with a pt-BR 429', async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post({ email: user.email, password: `errada-${attempt}` })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const blocked = await post({ email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect((await jsonOf<ErrorBody>(blocked)).title).toBe(
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    );
    // Another account from the same address is not affected.
    const other = await createTestUser(server, { role: 'Inseminador' });
    expect((await post({ email: other.email, password: other.password })).status).toBe(200);
  });
});
