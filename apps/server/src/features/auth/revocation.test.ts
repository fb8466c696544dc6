import { ROLES } from '@gestar/domain/entities/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';

// SAIR ends its login on the server; a deleted or demoted user's token stops at once.
describe.each(DIALECTS)('logout and revocation on %s', (dialect) => {
  let server: TestServer;
  let admin: { token: string };
  const call = (path: string, token: string | null, body?: unknown, method = 'POST') =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      // Fastify answers 400 to a JSON content type with an empty body, so bodiless calls send none.
      ...(body === undefined
        ? { headers: token ? { authorization: `Bearer ${token}` } : {} }
        : {
            headers: token ? bearer(token) : { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
    });
  const pullStatus = async (token: string) =>
    (await call('/api/sync/half-sync', token, { lastPulledAt: null, fazendasBaixadas: [] })).status;
  const refresh = (refreshToken: string) => call('/api/Authentication/RefreshToken', null, { refreshToken });

  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
    const a = await createTestUser(server, { role: 'Administrador' });
    admin = { token: (await loginAs(server, a.email, a.password)).token };
  });
  afterAll(async () => {
    await server.close();
  });

  it('Logout revokes the refresh tokens of its login family only', async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    const phone = await loginAs(server, user.email, user.password);
    const laptop = await loginAs(server, user.email, user.password);
    // A rotation keeps the family: its descendant dies with it.
    const rotated = (await (await refresh(phone.refreshToken)).json()) as { refreshToken: string };
    const answer = await call('/api/Authentication/Logout', null, { refreshToken: rotated.refreshToken });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ sucesso: true });
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
    // SAIR ends that login's access token at once (the phone's, rotated or not); the laptop's keeps working.
    expect(await pullStatus(phone.token)).toBe(401);
    expect(await pullStatus(laptop.token)).toBe(200);
    // An unknown token gets the same answer (nothing to learn from it).
    expect((await call('/api/Authentication/Logout', null, { refreshToken: 'nao-existe' })).status).toBe(200);
    expect((await call('/api/Authentication/Logout', null, {})).status).toBe(400);
  });

  it('a reused (stolen) refresh token ends the access tokens of its login too', async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    const login = await loginAs(server, user.email, user.password);
    const rotated = (await (await refresh(login.refreshToken)).json()) as { token: string };
    expect(await pullStatus(rotated.token)).toBe(200);
    expect((await refresh(login.refreshToken)).status).toBe(401);
    expect(await pullStatus(rotated.token)).toBe(401);
  });

  it("a deleted user's access token stops working on the next request", async () => {
    const user = await createTestUser(server, { role: 'Veterinário' });
    const { token } = await loginAs(server, user.email, user.password);
    expect(await pullStatus(token)).toBe(200);
    expect((await call(`/api/Account/${user.id}`, admin.token, undefined, 'DELETE')).status).toBe(200);
    expect(await pullStatus(token)).toBe(401);
  });

  it("a demoted user's access token stops working; a refresh brings the new role", async () => {
    const user = await createTestUser(server, { role: 'Veterinário' });
    const { token, refreshToken } = await loginAs(server, user.email, user.password);
    expect(await pullStatus(token)).toBe(200);
    const demote = await call(`/api/Account/${user.id}`, admin.token, { roles: [ROLES.cliente.id] }, 'PUT');
    expect(demote.status).toBe(200);
    expect(await pullStatus(token)).toBe(401);
    const renewed = (await (await refresh(refreshToken)).json()) as {
      token: string;
      roles: { id: string }[];
    };
    expect(renewed.roles.map((role) => role.id)).toEqual([ROLES.cliente.id]);
    expect(await pullStatus(renewed.token)).toBe(200);
  });

  it('a profile edit or an added role leaves the token working', async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    const { token } = await loginAs(server, user.email, user.password);
    await call(`/api/Account/${user.id}`, admin.token, { nomeCompleto: 'Outro Nome' }, 'PUT');
    expect(await pullStatus(token)).toBe(200);
    await call(
      `/api/Account/${user.id}`,
      admin.token,
      { roles: [ROLES.inseminador.id, ROLES.veterinario.id] },
      'PUT',
    );
    expect(await pullStatus(token)).toBe(200);
  });
});
