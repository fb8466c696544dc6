import net from 'node:net';
import { ROLES } from '@gestar/domain/entities/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { USER_LIMITS } from '../users/routes.ts';
import { RATE_LIMITS } from './routes.ts';

// Limits that counted the typed text, no cap across accounts, unlimited invitations,
// enumeration through one's own profile and through forgot-password timing.
describe.each(DIALECTS)('account limits on %s', (dialect) => {
  let server: TestServer;
  let silentSmtp: net.Server;
  const post = (path: string, body: unknown, method = 'POST', token?: string) =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      headers: token ? bearer(token) : { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const cpfUser = async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    await server.db.kysely
      .updateTable('usuarios')
      .set({ cpf: '39053344705' })
      .where('id', '=', user.id)
      .execute();
    return user;
  };

  beforeAll(async () => {
    // An SMTP server that accepts connections and never answers: sending a mail hangs.
    silentSmtp = net.createServer(() => {});
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
    const port = (silentSmtp.address() as net.AddressInfo).port;
    server = await startTestServer(dialect, {
      GESTAR_TEST_FAST_HASH: '1',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await server.close();
    silentSmtp.close();
  });

  it('a logout is never refused because refreshes from the same address reached their limit', async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    const login = await loginAs(server, user.email, user.password);
    for (let n = 0; n < RATE_LIMITS.refresh.max; n += 1)
      await post('/api/Authentication/RefreshToken', { refreshToken: `outro-${n}` });
    expect((await post('/api/Authentication/RefreshToken', { refreshToken: 'mais-um' })).status).toBe(429);
    const answer = await post('/api/Authentication/Logout', { refreshToken: login.refreshToken });
    expect(answer.status).toBe(200);
    // The session really ended: its access token is refused.
    const pulled = await post(
      '/api/sync/half-sync',
      { lastPulledAt: null, fazendasBaixadas: [] },
      'POST',
      login.token,
    );
    expect(pulled.status).toBe(401);
  });

  it('counts the e-mail and the CPF of one account together', async () => {
    const user = await cpfUser();
    const statuses: number[] = [];
    for (let n = 0; n < RATE_LIMITS.login.max; n += 1) {
      const body =
        n % 2 === 0
          ? { email: user.email, password: `errada-${n}` }
          : { cpf: '39053344705', password: `errada-${n}` };
      statuses.push((await post('/api/Authentication/Login', body)).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(
      (await post('/api/Authentication/Login', { cpf: '390.533.447-05', password: user.password })).status,
    ).toBe(429);
  });

  it('caps attempts from one address across accounts', async () => {
    let last = 0;
    for (let n = 0; n <= RATE_LIMITS.loginPerAddress.max; n += 1) {
      last = (await post('/api/Authentication/Login', { email: `ninguem-${n}@fazenda.test`, password: 'x' }))
        .status;
    }
    expect(last).toBe(429);
    // Every test here logs in from 127.0.0.1: start the next one with fresh counters.
    await server.db.kysely.deleteFrom('rate_limits').execute();
  });

  it('forgot-password answers a known address without waiting for its e-mail', async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    const started = performance.now();
    const response = await post('/api/Account/ForgotPassword', { email: user.email }, 'PUT');
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('limits the invitations one user sends', async () => {
    const vet = await createTestUser(server, { role: 'Veterinário' });
    const { token } = await loginAs(server, vet.email, vet.password);
    const create = (n: number) =>
      post(
        '/api/Account',
        {
          nomeCompleto: `Convidado ${n}`,
          email: `convidado-${n}-${Date.now()}@fazenda.test`,
          estado: 'MT',
          municipio: 'Cuiabá',
          roles: [ROLES.inseminador.id],
        },
        'POST',
        token,
      );
    for (let n = 0; n < USER_LIMITS.invitations.max; n += 1) expect((await create(n)).status).toBe(201);
    expect((await create(99)).status).toBe(429);
  });

  it('leaves administrators out of the invitation and conflict caps (they onboard whole teams)', async () => {
    const admin = await createTestUser(server, { role: 'Administrador' });
    const { token } = await loginAs(server, admin.email, admin.password);
    const taken = await createTestUser(server, { role: 'Inseminador' });
    for (let n = 0; n <= USER_LIMITS.invitations.max; n += 1) {
      const response = await post(
        '/api/Account',
        {
          nomeCompleto: `Equipe ${n}`,
          email: `equipe-${n}-${Date.now()}@fazenda.test`,
          estado: 'MT',
          municipio: 'Cuiabá',
          roles: [ROLES.inseminador.id],
        },
        'POST',
        token,
      );
      expect(response.status).toBe(201);
    }
    const member = await createTestUser(server, { role: 'Inseminador' });
    for (let n = 0; n <= USER_LIMITS.conflicts.max; n += 1)
      expect((await post(`/api/Account/${member.id}`, { email: taken.email }, 'PUT', token)).status).toBe(
        409,
      );
  });

  it("stops answering 'Já existe…' to one user after a few, for taken and free values alike", async () => {
    // A veterinarian editing a user of her team who has no password yet (her own e-mail goes by a link now).
    const taken = await createTestUser(server, { role: 'Inseminador' });
    const vet = await createTestUser(server, { role: 'Veterinário' });
    const { token } = await loginAs(server, vet.email, vet.password);
    const created = await post(
      '/api/Account',
      {
        nomeCompleto: 'Sem Senha',
        email: null,
        estado: 'MT',
        municipio: 'Cuiabá',
        roles: [ROLES.inseminador.id],
      },
      'POST',
      token,
    );
    const { response } = (await created.json()) as { response: { id: string } };
    const put = (email: string) => post(`/api/Account/${response.id}`, { email }, 'PUT', token);
    for (let n = 0; n < USER_LIMITS.conflicts.max; n += 1) expect((await put(taken.email)).status).toBe(409);
    expect((await put(taken.email)).status).toBe(429);
    expect((await put(`livre-${Date.now()}@fazenda.test`)).status).toBe(429);
  });
});
