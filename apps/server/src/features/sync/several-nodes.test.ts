import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test-support/accounts.ts';
import { startServerProcess } from '../../test-support/server-process.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { RATE_LIMITS } from '../auth/routes.ts';
import { allOf, farmWithCow, pull, pullAll, type Session, signIn } from './test-kit.ts';

// Two server nodes over one PostgreSQL schema, as behind a load balancer: this test's server
// and the real entry point in a second OS process. Nothing a node keeps in memory may decide alone.
describe('several nodes over one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let stopSecond: (() => Promise<void>) | undefined;
  const env = {
    GESTAR_TEST_FAST_HASH: '1',
    JWT_SECRET: 'um-segredo-compartilhado-pelos-dois-nos-0123456789',
  };
  const post = (server: TestServer, path: string, body: unknown, token?: string) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    a = await startTestServer('postgres', env);
    const second = await startServerProcess({ ...env, DATABASE_URL: a.databaseUrl ?? '', GESTAR_DEMO: '0' });
    stopSecond = second.stop;
    // The test kit only needs a node's address.
    b = { ...a, baseUrl: second.baseUrl };
  }, 60_000);
  afterAll(async () => {
    await stopSecond?.();
    await a.close();
  });

  it('a device pushes to one node and pulls from the other; the other node’s poll sees it at once', async () => {
    const vet: Session = await signIn(a, 'Veterinário');
    const { cursor } = await pullAll(b, vet, []);
    const { fazenda, d0 } = await farmWithCow(a, vet);
    const poll = await pull(b, vet, { lastPulledAt: cursor });
    expect(poll.response.fazendas.map((farm) => farm.id)).toContain(fazenda.id);
    const { pages } = await pullAll(b, vet, [String(fazenda.id)]);
    expect(allOf(pages, 'd0s').map((cow) => cow.id)).toContain(d0.id);
  });

  it('login attempts count together on both nodes', async () => {
    const user = await createTestUser(a, { role: 'Inseminador' });
    for (let n = 0; n < RATE_LIMITS.login.max; n += 1) {
      const node = n % 2 === 0 ? a : b;
      expect(
        (await post(node, '/api/Authentication/Login', { email: user.email, password: `x-${n}` })).status,
      ).toBe(401);
    }
    expect(
      (await post(b, '/api/Authentication/Login', { email: user.email, password: user.password })).status,
    ).toBe(429);
    expect(
      (await post(a, '/api/Authentication/Login', { email: user.email, password: user.password })).status,
    ).toBe(429);
  });

  it('a logout on one node and a deletion on the other take effect on both', async () => {
    const admin = await signIn(b, 'Administrador');
    const user = await createTestUser(a, { role: 'Veterinário' });
    const login = async (node: TestServer) =>
      (await (
        await post(node, '/api/Authentication/Login', { email: user.email, password: user.password })
      ).json()) as {
        token: string;
        refreshToken: string;
      };
    const first = await login(a);
    expect((await post(a, '/api/Authentication/Logout', { refreshToken: first.refreshToken })).status).toBe(
      200,
    );
    expect(
      (await post(b, '/api/Authentication/RefreshToken', { refreshToken: first.refreshToken })).status,
    ).toBe(401);
    // The access token of that login stops on the other node too.
    const emptyPull = { lastPulledAt: null, fazendasBaixadas: [] };
    expect((await post(b, '/api/sync/half-sync', emptyPull, first.token)).status).toBe(401);
    expect((await post(a, '/api/sync/half-sync', emptyPull, first.token)).status).toBe(401);

    const second = await login(b);
    const poll = (node: TestServer) =>
      post(node, '/api/sync/half-sync', { lastPulledAt: null, fazendasBaixadas: [] }, second.token);
    expect((await poll(a)).status).toBe(200);
    expect((await poll(b)).status).toBe(200);
    const deleted = await fetch(`${a.baseUrl}/api/Account/${user.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(deleted.status).toBe(200);
    expect((await poll(b)).status).toBe(401);
    expect((await poll(a)).status).toBe(401);
  });
});
