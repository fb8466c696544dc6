import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, jsonOf, loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe.each(DIALECTS)('PUT /api/Account/Idioma on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
  });
  afterAll(async () => {
    await server.close();
  });

  const choose = (token: string | null, body: unknown) =>
    fetch(`${server.baseUrl}/api/Account/Idioma`, {
      method: 'PUT',
      headers: token ? bearer(token) : { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('keeps a person’s language and answers it with every later login and refresh', async () => {
    const user = await createTestUser(server, { role: 'Veterinário' });
    const first = await loginAs(server, user.email, user.password);
    expect(first.body.idioma).toBeNull();

    const chosen = await choose(first.token, { idioma: 'es' });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ idioma: 'es' });
    expect((await loginAs(server, user.email, user.password)).body.idioma).toBe('es');

    const refreshed = await fetch(`${server.baseUrl}/api/Authentication/RefreshToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: first.refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    expect((await jsonOf<LoginResponse>(refreshed)).idioma).toBe('es');

    expect((await choose(first.token, { idioma: 'pt-BR' })).status).toBe(200);
    expect((await loginAs(server, user.email, user.password)).body.idioma).toBe('pt-BR');
  });

  it('is one person’s own: another’s login does not see it', async () => {
    const ana = await createTestUser(server, { role: 'Veterinário' });
    const bia = await createTestUser(server, { role: 'Inseminador' });
    const session = await loginAs(server, ana.email, ana.password);
    await choose(session.token, { idioma: 'es' });
    expect((await loginAs(server, bia.email, bia.password)).body.idioma).toBeNull();
  });

  it.each([[{ idioma: 'en' }], [{ idioma: null }], [{}], [{ idioma: 'es', usuarioId: 'outro' }]])(
    'refuses %j with 400 and keeps the choice',
    async (body) => {
      const user = await createTestUser(server, { role: 'Veterinário' });
      const session = await loginAs(server, user.email, user.password);
      await choose(session.token, { idioma: 'es' });
      const refused = await choose(session.token, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toHaveProperty('title');
      expect((await loginAs(server, user.email, user.password)).body.idioma).toBe('es');
    },
  );

  it('answers 401 without a session', async () => {
    const response = await choose(null, { idioma: 'es' });
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty('title');
  });
});
