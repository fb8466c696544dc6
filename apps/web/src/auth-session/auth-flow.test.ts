import 'fake-indexeddb/auto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newId } from '@gestar/domain/entities/common';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, PasswordChangedError } from '../api/errors.ts';
import { createApiClient } from '../api/http-client.ts';
import { GestarDb } from '../local-db/database.ts';
import { createRepository } from '../local-db/repository.ts';
import type { SyncEngine, SyncResult } from '../sync/engine.ts';
import { loginWithPassword } from './login.ts';
import { logout, pendingChangesCount } from './logout.ts';
import { credentialKey, loadSession, sessionState, sessionTokenStore } from './session-store.ts';

const USER_ID = newId();
type Reply = { status: number; body: unknown };
let routes: Record<string, () => Reply>;
let server: Server;
let baseUrl: string;
let db: GestarDb;

const loginBody = (terms = true) => ({
  id: USER_ID,
  token: 't1',
  refreshToken: 'r1',
  email: 'vet@gestar.local',
  cpf: null,
  nomeCompleto: 'Ana Veterinária',
  zoetisId: null,
  roles: [],
  termoCookie: true,
  termoPrivacy: terms,
  termoUso: true,
  title: terms ? null : 'Você precisa aceitar os termos de uso!',
});

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const route = routes[req.url ?? ''];
      const reply = route ? route() : { status: 404, body: { title: 'Não encontrado' } };
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => {
  server.close();
});

beforeEach(async () => {
  db = new GestarDb(`auth-${newId()}`);
  routes = { '/api/Authentication/Login': () => ({ status: 200, body: loginBody() }) };
  await loadSession(db);
});

afterEach(async () => {
  await db.delete();
});

function client(online = true) {
  return createApiClient({ baseUrl, tokens: sessionTokenStore(async () => db), isOnline: () => online });
}

const credentials = { email: 'vet@gestar.local', password: 'gestar123' };

describe('login', () => {
  it('online: stores the user, the tokens and an offline copy of the credential', async () => {
    expect(await loginWithPassword(db, client(), credentials)).toMatchObject({ status: 'online' });
    expect(sessionState.get().session).toMatchObject({
      token: 't1',
      refreshToken: 'r1',
      user: { id: USER_ID },
    });
    expect(await db.session.get(credentialKey(USER_ID))).toBeDefined();
    await loadSession(db);
    expect(sessionState.get().session?.user.nomeCompleto).toBe('Ana Veterinária');
  });

  it('without a connection: logs in against the copy, with no tokens', async () => {
    await loginWithPassword(db, client(), credentials);
    await sessionTokenStore(async () => db).end('expired');
    expect(await loginWithPassword(db, client(false), credentials)).toMatchObject({
      status: 'offline',
      user: { id: USER_ID },
    });
    expect(sessionState.get().session).toMatchObject({ token: null, user: { id: USER_ID } });
    expect(await loginWithPassword(db, client(false), { ...credentials, password: 'errada' })).toEqual({
      status: 'offline-no-match',
    });
  });

  it('stores nothing while a term is not accepted', async () => {
    routes['/api/Authentication/Login'] = () => ({ status: 200, body: loginBody(false) });
    const outcome = await loginWithPassword(db, client(), credentials);
    expect(outcome).toMatchObject({ status: 'terms-required', response: { token: 't1' } });
    expect(await db.session.count()).toBe(0);
  });

  it("passes the server's refusal on as an ApiError with its title", async () => {
    routes['/api/Authentication/Login'] = () => ({ status: 401, body: { title: 'Usuario deletado!' } });
    await expect(loginWithPassword(db, client(), credentials)).rejects.toMatchObject({
      name: 'ApiError',
      title: 'Usuario deletado!',
    });
  });

  it('after a password change elsewhere: ends the session and forgets the old offline copy', async () => {
    await loginWithPassword(db, client(), credentials);
    routes['/api/data'] = () => ({ status: 401, body: {} });
    routes['/api/Authentication/RefreshToken'] = () => ({ status: 401, body: { title: 'Senha incorreta!' } });
    await expect(client().fetch('/data')).rejects.toBeInstanceOf(PasswordChangedError);
    expect(sessionState.get()).toMatchObject({ session: null, ended: 'password-changed' });
    expect(await db.session.count()).toBe(0);
    expect(await loginWithPassword(db, client(false), credentials)).toEqual({ status: 'offline-no-match' });
  });

  it('keeps the renewed token pair in the session table', async () => {
    await loginWithPassword(db, client(), credentials);
    let calls = 0;
    routes['/api/data'] = () =>
      ++calls === 1 ? { status: 401, body: {} } : { status: 200, body: { ok: 1 } };
    routes['/api/Authentication/RefreshToken'] = () => ({
      status: 200,
      body: { token: 't2', refreshToken: 'r2' },
    });
    await expect(client().fetch('/data')).resolves.toEqual({ ok: 1 });
    await loadSession(db);
    expect(sessionState.get().session).toMatchObject({ token: 't2', refreshToken: 'r2' });
  });

  it('keeps ApiError for unknown routes distinct from session problems', async () => {
    await loginWithPassword(db, client(), credentials);
    await expect(client().fetch('/nada')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('logout (SAIR)', () => {
  function engine(
    result: SyncResult,
    effect: () => Promise<void> = async () => {},
  ): Pick<SyncEngine, 'sync'> {
    return {
      sync: async () => {
        await effect();
        return result;
      },
    };
  }
  const done: SyncResult = { status: 'done', applied: 1, rejected: 0, pages: 0 };

  async function withPendingChange() {
    await loginWithPassword(db, client(), credentials);
    const farm = await createRepository(db.fazendas).post({
      nomeProprietario: 'Ana',
      nome: 'F',
      usuarioId: USER_ID,
    });
    expect(await pendingChangesCount(db)).toBe(1);
    return farm.id;
  }

  it('pushes pending changes and clears the local database only after the push succeeded', async () => {
    const farmId = await withPendingChange();
    const pushed = engine(done, async () => {
      await db.fazendas.update(farmId, { _status: 'synced', _changed: [] });
    });
    expect(await logout(db, pushed)).toEqual({ status: 'logged-out' });
    expect(await db.fazendas.count()).toBe(0);
    expect(await db.session.count()).toBe(0);
    expect(sessionState.get().session).toBeNull();
  });

  it.each([
    ['offline', { status: 'skipped', reason: 'offline' } as const, 'offline'],
    ['failed', { status: 'failed', error: 'server', cause: null } as const, 'failed'],
    ['rejected', done, 'rejected'],
  ])('keeps everything when the push %s', async (_case, result, reason) => {
    await withPendingChange();
    expect(await logout(db, engine(result))).toEqual({ status: 'unsynced', pending: 1, reason });
    expect(await db.fazendas.count()).toBe(1);
    expect(sessionState.get().session).not.toBeNull();
  });

  it("ends the login on the server with the session's refresh token, and leaves even when that fails", async () => {
    await loginWithPassword(db, client(), credentials);
    const refreshToken = sessionState.get().session?.refreshToken;
    expect(refreshToken).toBeTruthy();
    const revoked: string[] = [];
    const revokeOnServer = async (token: string) => {
      revoked.push(token);
      throw new Error('offline');
    };
    expect(await logout(db, engine(done), { revokeOnServer })).toEqual({ status: 'logged-out' });
    expect(revoked).toEqual([refreshToken]);
    expect(await db.session.count()).toBe(0);
  });

  it.each([
    ['sent', async () => {}],
    ['failing (offline, server down)', () => Promise.reject(new Error('offline'))],
  ])(
    'lets the usage events go up before the device is cleared, and leaves with them %s',
    async (_c, send) => {
      await loginWithPassword(db, client(), credentials);
      const steps: string[] = [];
      const beforeClear = async () => {
        steps.push(`tracking with session: ${(await db.session.count()) > 0}`);
        await send();
      };
      const revokeOnServer = async () => void steps.push('revoke');
      expect(await logout(db, engine(done), { beforeClear, revokeOnServer })).toEqual({
        status: 'logged-out',
      });
      expect(steps).toEqual(['tracking with session: true', 'revoke']);
      expect(await db.session.count()).toBe(0);
    },
  );

  it('sends no usage events while the push leaves changes unsent (the user stays)', async () => {
    await withPendingChange();
    const beforeClear = vi.fn(async () => {});
    await logout(db, engine({ status: 'skipped', reason: 'offline' }), { beforeClear });
    expect(beforeClear).not.toHaveBeenCalled();
  });

  it('clears anyway when the user chose to discard unsynced changes', async () => {
    await withPendingChange();
    expect(
      await logout(db, engine({ status: 'skipped', reason: 'offline' }), { discardUnsynced: true }),
    ).toEqual({
      status: 'logged-out',
    });
    expect(await db.fazendas.count()).toBe(0);
  });
});
