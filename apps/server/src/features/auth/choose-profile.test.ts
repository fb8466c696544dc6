import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { ROLES } from '@gestar/domain/entities/role';
import {
  PROFILE_ALREADY_SET,
  PROFILE_NOT_OFFERED,
  USER_DELETED,
  USER_WITHOUT_PROFILE,
} from '@gestar/domain/messages/auth';
import { INVALID_CREDENTIALS } from '@gestar/domain/messages/navigation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type ErrorBody, jsonOf } from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';

// Spec §2 login's profile dialog: a user without a profile chooses one of the four
// self-registration roles; the server records it once, and only after the password matched.

describe.each(DIALECTS)('POST /api/Profile on %s', (dialect) => {
  let server: TestServer;
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const profileless = async () => {
    const user = await createTestUser(server, { role: 'Cliente' });
    await server.db.kysely.deleteFrom('user_roles').where('usuarioId', '=', user.id).execute();
    return user;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['Veterinário', ROLES.veterinario],
    ['Inseminador', ROLES.inseminador],
    ['Estagiário', ROLES.estagiario],
    ['Cliente', ROLES.cliente],
  ])('records %s for a user without a profile, who can then log in', async (_name, role) => {
    const user = await profileless();
    const refused = await post('/api/Authentication/Login', { email: user.email, password: user.password });
    expect(await jsonOf<ErrorBody>(refused)).toEqual({ title: USER_WITHOUT_PROFILE() });

    const chosen = await post('/api/Profile', {
      email: user.email,
      password: user.password,
      roleId: role.id,
    });
    expect(chosen.status).toBe(200);
    expect(await jsonOf<unknown>(chosen)).toEqual({ sucesso: true, roles: [role] });
    const login = await post('/api/Authentication/Login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect((await jsonOf<LoginResponse>(login)).roles).toEqual([role]);
    // Devices pull it: the user row took a new revision.
    const row = await server.db.kysely
      .selectFrom('usuarios')
      .select(['rev', 'lastModifiedBy'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.lastModifiedBy).toBe(user.id);
  });

  it('refuses a role outside the four (administrator, viewer, unknown) with 400, and changes nothing', async () => {
    const user = await profileless();
    for (const roleId of [ROLES.administrador.id, ROLES.visualizador.id, 'nada']) {
      const answer = await post('/api/Profile', { email: user.email, password: user.password, roleId });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain(PROFILE_NOT_OFFERED());
    }
    const roles = await server.db.kysely
      .selectFrom('user_roles')
      .select('roleId')
      .where('usuarioId', '=', user.id)
      .execute();
    expect(roles).toEqual([]);
  });

  it('refuses a wrong password (401, the login answer) and a user who already has a role (409)', async () => {
    const user = await profileless();
    const wrong = await post('/api/Profile', {
      email: user.email,
      password: 'outra-senha',
      roleId: ROLES.veterinario.id,
    });
    expect(wrong.status).toBe(401);
    expect(await jsonOf<ErrorBody>(wrong)).toEqual({ title: INVALID_CREDENTIALS() });
    const unknown = await post('/api/Profile', {
      email: 'ninguem@fazenda.test',
      password: 'x',
      roleId: ROLES.veterinario.id,
    });
    expect(unknown.status).toBe(401);

    const client = await createTestUser(server, { role: 'Cliente' });
    const promote = await post('/api/Profile', {
      email: client.email,
      password: client.password,
      roleId: ROLES.veterinario.id,
    });
    expect(promote.status).toBe(409);
    expect(await jsonOf<ErrorBody>(promote)).toEqual({ title: PROFILE_ALREADY_SET() });
    const first = await post('/api/Profile', {
      email: user.email,
      password: user.password,
      roleId: ROLES.cliente.id,
    });
    expect(first.status).toBe(200);
    const second = await post('/api/Profile', {
      email: user.email,
      password: user.password,
      roleId: ROLES.veterinario.id,
    });
    expect(second.status).toBe(409);
  });

  it('refuses a deleted user (403 Usuario deletado!)', async () => {
    const user = await profileless();
    await server.db.kysely.updateTable('usuarios').set({ isDeleted: 1 }).where('id', '=', user.id).execute();
    const answer = await post('/api/Profile', {
      email: user.email,
      password: user.password,
      roleId: ROLES.inseminador.id,
    });
    expect(answer.status).toBe(403);
    expect(await jsonOf<ErrorBody>(answer)).toEqual({ title: USER_DELETED() });
  });
});
