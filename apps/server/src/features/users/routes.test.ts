import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { ROLES } from '@gestar/domain/entities/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestFarm,
  createTestUser,
  type ErrorBody,
  jsonOf,
  loginAs,
} from '../../test-support/accounts.ts';
import { firstLink, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import type { UsuarioWire } from './queries.ts';

type One = { response: UsuarioWire };
type List = { responseList: UsuarioWire[] };

const newUser = (overrides: Record<string, unknown> = {}) => ({
  nomeCompleto: 'Carlos Eduardo Nunes',
  email: `carlos.${Math.random().toString(36).slice(2)}@fazenda.test`,
  estado: 'MS',
  municipio: 'Campo Grande',
  roles: [ROLES.inseminador.id],
  ...overrides,
});

describe.each(DIALECTS)('user administration (Account) on %s', (dialect) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let vet: { id: string; token: string };
  let admin: { id: string; token: string };

  const api = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${server.baseUrl}/api/Account${path}`, {
      method,
      // Fastify answers 400 to a JSON content type with an empty body, so bodiless calls send none.
      ...(body === undefined
        ? { headers: { authorization: `Bearer ${token}` } }
        : { headers: bearer(token), body: JSON.stringify(body) }),
    });
  const signedIn = async (role: Parameters<typeof createTestUser>[1]['role']) => {
    const user = await createTestUser(server, { role });
    return { id: user.id, token: (await loginAs(server, user.email, user.password)).token };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(dialect, {
      GESTAR_TEST_FAST_HASH: '1',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://gestar.test:8080',
    });
    vet = await signedIn('Veterinário');
    admin = await signedIn('Administrador');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('creates a user with e-mail and invites them to set a password (Primeiro Acesso)', async () => {
    const body = newUser({ cpf: '529.982.247-25', nomeCompleto: '  Joana Prado  ' });
    const response = await api(vet.token, 'POST', '', body);
    expect(response.status).toBe(201);
    const { response: created } = await jsonOf<One>(response);
    expect(created).toMatchObject({
      nomeCompleto: 'Joana Prado',
      email: body.email,
      cpf: '52998224725',
      estado: 'MS',
      municipio: 'Campo Grande',
      createdByUserId: vet.id,
      isDeleted: false,
      roles: [ROLES.inseminador],
    });
    expect(created.rev).toBeGreaterThan(0);

    const mail = await smtp.waitForMail(body.email);
    expect(mail.subject).toBe('Gestar - Primeiro Acesso');
    expect(mail.text).toContain('Olá, Joana Prado!');
    const link = firstLink(mail.text);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('invite')).toBe('1');
    expect(link.searchParams.get('email')).toBe(body.email);

    // Before accepting the invitation there is no password to log in with.
    const early = await fetch(`${server.baseUrl}/api/Authentication/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: body.email, password: 'qualquer-coisa' }),
    });
    expect(early.status).toBe(401);

    const defined = await fetch(`${server.baseUrl}/api/Account/ResetPassword`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        password: 'PrimeiraSenha1',
        confirmPassword: 'PrimeiraSenha1',
      }),
    });
    expect(await defined.json()).toEqual({ sucesso: true, mensagem: 'Senha definida com sucesso!' });
    const { body: session } = await loginAs(server, body.email, 'PrimeiraSenha1');
    expect(session).toMatchObject({ id: created.id, termoUso: false });
  });

  it("creates a user without e-mail under a placeholder address ('Não Possui') and sends nothing", async () => {
    const before = smtp.received.length;
    const response = await api(
      vet.token,
      'POST',
      '',
      newUser({ email: null, roles: [{ id: ROLES.estagiario.id }] }),
    );
    expect(response.status).toBe(201);
    const { response: created } = await jsonOf<One>(response);
    expect(created.email).toBe(`${created.id}@sem-email.gestar.test`);
    expect(created.roles).toEqual([ROLES.estagiario]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before);
  });

  it('keeps a client-generated id', async () => {
    const id = '01a20832-7777-7000-8000-00000000abcd';
    const response = await api(vet.token, 'POST', '', newUser({ id }));
    expect((await jsonOf<One>(response)).response.id).toBe(id);
    const again = await api(vet.token, 'POST', '', newUser({ id }));
    expect(again.status).toBe(409);
  });

  it.each([
    [
      'e-mail',
      (taken: UsuarioWire) => ({ email: taken.email?.toUpperCase() }),
      'Já existe um usuário com este e-mail.',
    ],
    ['CPF', () => ({ cpf: '11144477735' }), 'Já existe um usuário com este CPF.'],
  ])('refuses a second live user with the same %s (409)', async (_case, clash, title) => {
    const first = await jsonOf<One>(await api(vet.token, 'POST', '', newUser({ cpf: '11144477735' })));
    const response = await api(vet.token, 'POST', '', newUser(clash(first.response)));
    expect(response.status).toBe(409);
    expect(await jsonOf<ErrorBody>(response)).toEqual({ title });
    // Once the first is deleted, the address and the CPF are free again.
    expect((await api(vet.token, 'DELETE', `/${first.response.id}`)).status).toBe(200);
    expect((await api(vet.token, 'POST', '', newUser(clash(first.response)))).status).toBe(201);
  });

  it('updates the fields sent, with a new revision devices will pull', async () => {
    const { response: created } = await jsonOf<One>(await api(vet.token, 'POST', '', newUser()));
    const response = await api(vet.token, 'PUT', `/${created.id}`, {
      nomeCompleto: 'Carlos E. Nunes',
      municipio: 'Dourados',
      roles: [ROLES.estagiario.id],
    });
    expect(response.status).toBe(200);
    const { response: updated } = await jsonOf<One>(response);
    expect(updated).toMatchObject({
      nomeCompleto: 'Carlos E. Nunes',
      municipio: 'Dourados',
      estado: 'MS',
      email: created.email,
      roles: [ROLES.estagiario],
    });
    expect(updated.rev).toBeGreaterThan(created.rev);
    expect(updated.updated >= created.updated).toBe(true);
  });

  it('a change of roles alone is a new revision of the user, pulled by devices with the new roles', async () => {
    const { response: created } = await jsonOf<One>(await api(vet.token, 'POST', '', newUser()));
    const pullSince = async (lastPulledAt: number | null) => {
      const response = await fetch(`${server.baseUrl}/api/sync/half-sync`, {
        method: 'POST',
        headers: bearer(vet.token),
        body: JSON.stringify({ lastPulledAt, fazendasBaixadas: [] }),
      });
      expect(response.status).toBe(200);
      return (await jsonOf<{ response: { lastPulledAt: number; usuarios: UsuarioWire[] } }>(response))
        .response;
    };
    const cursor = (await pullSince(null)).lastPulledAt;
    expect((await pullSince(cursor)).usuarios).toEqual([]);

    const response = await api(vet.token, 'PUT', `/${created.id}`, { roles: [ROLES.estagiario.id] });
    expect(response.status).toBe(200);
    const { response: updated } = await jsonOf<One>(response);
    expect(updated.rev).toBeGreaterThan(created.rev);

    const page = await pullSince(cursor);
    expect(page.usuarios).toEqual([
      expect.objectContaining({ id: created.id, rev: updated.rev, roles: [ROLES.estagiario] }),
    ]);
    expect(page.lastPulledAt).toBeGreaterThanOrEqual(updated.rev);
  });

  it('invites a user without e-mail when one is given later', async () => {
    const { response: created } = await jsonOf<One>(
      await api(vet.token, 'POST', '', newUser({ email: null })),
    );
    const email = `depois.${created.id.slice(-6)}@fazenda.test`;
    const response = await api(vet.token, 'PUT', `/${created.id}`, { email });
    expect((await jsonOf<One>(response)).response.email).toBe(email);
    const mail = await smtp.waitForMail(email);
    expect(firstLink(mail.text).searchParams.get('invite')).toBe('1');
  });

  it("deletes softly: the user disappears from lists and the next login answers 'Usuario deletado!'", async () => {
    const target = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const session = await loginAs(server, target.email, target.password);
    const response = await api(vet.token, 'DELETE', `/${target.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sucesso: true });

    const row = await server.db.kysely
      .selectFrom('usuarios')
      .select(['isDeleted', 'rev'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.isDeleted)).toBe(true);
    expect((await api(vet.token, 'GET', `/${target.id}`)).status).toBe(404);
    const list = await jsonOf<List>(await api(vet.token, 'GET', ''));
    expect(list.responseList.map((user) => user.id)).not.toContain(target.id);

    const login = await fetch(`${server.baseUrl}/api/Authentication/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: target.email, password: target.password }),
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ title: 'Usuario deletado!' });
    const refresh = await fetch(`${server.baseUrl}/api/Authentication/RefreshToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(refresh.status).toBe(401);
  });

  describe('who sees whom', () => {
    it('a veterinarian sees themselves, the users they created and the users of their farms only', async () => {
      const owner = await signedIn('Veterinário');
      const linked = await createTestUser(server, { role: 'Inseminador' });
      const client = await createTestUser(server, { role: 'Cliente' });
      const created = await createTestUser(server, { role: 'Estagiário', createdByUserId: owner.id });
      await createTestFarm(server, { ownerId: owner.id, linkedUserIds: [linked.id, client.id] });
      const otherVet = await createTestUser(server, { role: 'Veterinário' });
      const otherLinked = await createTestUser(server, { role: 'Inseminador' });
      await createTestFarm(server, { ownerId: otherVet.id, linkedUserIds: [otherLinked.id] });

      const { responseList } = await jsonOf<List>(await api(owner.token, 'GET', ''));
      expect(responseList.map((user) => user.id).sort()).toEqual(
        [owner.id, linked.id, client.id, created.id].sort(),
      );
      expect((await api(owner.token, 'GET', `/${otherLinked.id}`)).status).toBe(404);
      const one = await jsonOf<One>(await api(owner.token, 'GET', `/${linked.id}`));
      expect(one.response).toMatchObject({ id: linked.id, roles: [ROLES.inseminador], isDeleted: false });

      // A linked inseminator sees the farm's owner and the other linked users.
      const linkedToken = (await loginAs(server, linked.email, linked.password)).token;
      const seen = await jsonOf<List>(await api(linkedToken, 'GET', ''));
      expect(seen.responseList.map((user) => user.id).sort()).toEqual(
        [owner.id, linked.id, client.id].sort(),
      );
    });

    it('an administrator sees every live user', async () => {
      const { responseList } = await jsonOf<List>(await api(admin.token, 'GET', ''));
      const live = await server.db.kysely
        .selectFrom('usuarios')
        .select('id')
        .where('isDeleted', '=', 0)
        .execute();
      expect(responseList).toHaveLength(live.length);
    });

    it('Cliente has no USUÁRIOS screen (403) but reads their own record', async () => {
      const client = await signedIn('Cliente');
      expect((await api(client.token, 'GET', '')).status).toBe(403);
      expect((await api(client.token, 'GET', `/${client.id}`)).status).toBe(200);
    });
  });

  it.each([
    ['no name', newUser({ nomeCompleto: '   ' })],
    ['no estado', newUser({ estado: null })],
    ['no municipio', newUser({ municipio: undefined })],
    ['no role', newUser({ roles: [] })],
    ['an unknown role id', newUser({ roles: ['01a20832-0000-7000-8000-000000000000'] })],
    ['a role that is not an id', newUser({ roles: ['Administrador'] })],
    ['an invalid e-mail', newUser({ email: 'carlos@' })],
    ['an invalid CPF', newUser({ cpf: '123' })],
    ['a CPF with wrong check digits', newUser({ cpf: '123.456.789-00' })],
    ['an id that is not a UUID', newUser({ id: '1' })],
    ['a name of 10,000 characters', newUser({ nomeCompleto: 'a'.repeat(10_000) })],
    ['an array body', [newUser()]],
  ])('refuses a creation with %s: pt-BR 400', async (_case, body) => {
    const response = await api(vet.token, 'POST', '', body);
    expect(response.status).toBe(400);
    const answer = await jsonOf<ErrorBody>(response);
    expect(answer.title).toBe('Requisição inválida.');
    expect(answer.errors?.length).toBeGreaterThan(0);
  });

  it('refuses a superior that does not exist', async () => {
    const response = await api(
      vet.token,
      'POST',
      '',
      newUser({ superiorId: '01a20832-0000-7000-8000-000000000001' }),
    );
    expect(response.status).toBe(400);
    expect(await jsonOf<ErrorBody>(response)).toEqual({ title: 'Superior não encontrado.' });
  });

  it.each([
    ['GET', '/nao-e-id'],
    ['PUT', '/nao-e-id'],
    ['DELETE', '/nao-e-id'],
  ])('%s /api/Account%s is a 400', async (method, path) => {
    const response = await api(admin.token, method, path, method === 'PUT' ? {} : undefined);
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api(admin.token, 'GET', '/01a20832-0000-7000-8000-0000000000ff');
    expect(response.status).toBe(404);
    expect(await jsonOf<ErrorBody>(response)).toEqual({ title: 'Usuário não encontrado.' });
  });

  it('needs a token', async () => {
    const response = await fetch(`${server.baseUrl}/api/Account`);
    expect(response.status).toBe(401);
  });

  it('the login response of a created user carries the role objects', async () => {
    const user = await createTestUser(server, { role: 'Cliente' });
    const { body } = await loginAs(server, user.email, user.password);
    expect(body.roles satisfies LoginResponse['roles']).toEqual([ROLES.cliente]);
  });
});
