import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, type ErrorBody, jsonOf, loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { tokenDigest } from './tokens.ts';

describe.each(DIALECTS)('POST /api/Authentication/RefreshToken on %s', (dialect) => {
  let server: TestServer;
  const refresh = (body: unknown) =>
    fetch(`${server.baseUrl}/api/Authentication/RefreshToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('trades a refresh token for a new working pair', async () => {
    const user = await createTestUser(server, { role: 'Veterinário' });
    const first = await loginAs(server, user.email, user.password);
    const response = await refresh({ refreshToken: first.refreshToken });
    expect(response.status).toBe(200);
    const body = await jsonOf<LoginResponse>(response);
    expect(body).toMatchObject({ id: user.id, email: user.email, termoUso: true, title: null });
    expect(body.refreshToken).not.toBe(first.refreshToken);
    const me = await fetch(`${server.baseUrl}/api/Account/${user.id}`, { headers: bearer(body.token) });
    expect(me.status).toBe(200);
    // The chain goes on.
    expect((await refresh({ refreshToken: body.refreshToken })).status).toBe(200);
  });

  it('treats a second use of a traded token as theft: 401 and the whole chain dies', async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    const { refreshToken: original } = await loginAs(server, user.email, user.password);
    const rotated = await jsonOf<LoginResponse>(await refresh({ refreshToken: original }));

    const reuse = await refresh({ refreshToken: original });
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({ title: 'Sessão expirada ou inválida. Faça login novamente.' });
    // The legitimate successor was revoked with it.
    expect((await refresh({ refreshToken: rotated.refreshToken })).status).toBe(401);

    const stored = await server.db.kysely
      .selectFrom('refresh_tokens')
      .select(['tokenHash', 'revokedReason', 'replacedBy'])
      .where('usuarioId', '=', user.id)
      .execute();
    expect(stored.every((row) => row.revokedReason !== null)).toBe(true);
    const originalRow = stored.find((row) => row.tokenHash === tokenDigest(original));
    expect(originalRow?.replacedBy).toBe(tokenDigest(rotated.refreshToken));
    // Only digests are stored.
    expect(stored.some((row) => row.tokenHash === original)).toBe(false);
  });

  it("answers 401 'Senha incorreta!' once the password changed", async () => {
    const user = await createTestUser(server, { role: 'Estagiário' });
    const session = await loginAs(server, user.email, user.password);
    const { revokeUserRefreshTokens } = await import('./refresh-tokens.ts');
    await revokeUserRefreshTokens(server.db.kysely, user.id, 'password');
    const response = await refresh({ refreshToken: session.refreshToken });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ title: 'Senha incorreta!' });
  });

  it("answers 'Usuario deletado!' for a deleted user's live token", async () => {
    const user = await createTestUser(server, { role: 'Cliente' });
    const session = await loginAs(server, user.email, user.password);
    await server.db.kysely.updateTable('usuarios').set({ isDeleted: 1 }).where('id', '=', user.id).execute();
    const response = await refresh({ refreshToken: session.refreshToken });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ title: 'Usuario deletado!' });
  });

  it('refuses an expired refresh token', async () => {
    const user = await createTestUser(server, { role: 'Veterinário' });
    const session = await loginAs(server, user.email, user.password);
    await server.db.kysely
      .updateTable('refresh_tokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', tokenDigest(session.refreshToken))
      .execute();
    expect((await refresh({ refreshToken: session.refreshToken })).status).toBe(401);
  });

  it.each([
    ['an unknown token', { refreshToken: 'abc' }, 401],
    ['an access token in its place (too long for a refresh token)', 'ACCESS', 400],
    ['no token', {}, 400],
    ['an empty token', { refreshToken: '' }, 400],
    ['a number', { refreshToken: 42 }, 400],
    ['a huge token', { refreshToken: 'x'.repeat(5000) }, 400],
    ['malformed JSON', '{', 400],
  ])('refuses %s', async (_case, body, status) => {
    let payload = body;
    if (body === 'ACCESS') {
      const user = await createTestUser(server, { role: 'Veterinário' });
      payload = { refreshToken: (await loginAs(server, user.email, user.password)).token };
    }
    const response = await refresh(payload);
    expect(response.status).toBe(status);
    expect(typeof (await jsonOf<ErrorBody>(response)).title).toBe('string');
  });

  it('rejects a tampered or foreign access token with 401', async () => {
    const user = await createTestUser(server, { role: 'Veterinário' });
    const { token } = await loginAs(server, user.email, user.password);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const candidate of [forged, none, 'garbage', '']) {
      const response = await fetch(`${server.baseUrl}/api/Account`, { headers: bearer(candidate) });
      expect(response.status).toBe(401);
    }
  });
});
