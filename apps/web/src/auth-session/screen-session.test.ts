import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { ROLES } from '@gestar/domain/entities/role';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '../local-db/database.ts';
import { dismissPasswordChanged, endOfflineSession, getSessionState, loadSession } from './screen-session.ts';
import {
  clearSession,
  saveOfflineSession,
  saveServerSession,
  sessionTokenStore,
  userOf,
} from './session-store.ts';

const response: LoginResponse = {
  id: newId(),
  token: 'access',
  refreshToken: 'refresh',
  email: 'ana@fazenda.com.br',
  cpf: null,
  nomeCompleto: 'Ana Paula Ferreira Martins',
  zoetisId: null,
  roles: [ROLES.veterinario],
  termoCookie: true,
  termoPrivacy: true,
  termoUso: true,
  title: null,
};

const loggedOut = { status: 'ready', user: null, passwordChangedFor: null, offline: false, expired: false };

beforeEach(async () => {
  await clearSession(localDb);
  dismissPasswordChanged();
  await loadSession();
});

describe('the session as the screens see it', () => {
  it('is ready and logged out on a clean device', () => {
    expect(getSessionState()).toEqual(loggedOut);
  });

  it('follows a server login, then an offline one (no tokens)', async () => {
    await saveServerSession(localDb, response);
    expect(getSessionState()).toMatchObject({
      user: { nomeCompleto: response.nomeCompleto },
      offline: false,
    });
    await saveOfflineSession(localDb, userOf(response));
    expect(getSessionState()).toMatchObject({ user: { id: response.id }, offline: true });
    await endOfflineSession();
    expect(getSessionState()).toEqual(loggedOut);
  });

  it('keeps the stored session across a restart', async () => {
    await saveServerSession(localDb, response);
    await loadSession();
    expect(getSessionState()).toMatchObject({ status: 'ready', user: { id: response.id } });
  });

  it('flags an expired session for the login notice', async () => {
    await saveServerSession(localDb, response);
    await sessionTokenStore(async () => localDb).end('expired');
    expect(getSessionState()).toEqual({ ...loggedOut, expired: true });
  });

  it('remembers whose password to ask for after a change on another device, until dismissed', async () => {
    await saveServerSession(localDb, response);
    await sessionTokenStore(async () => localDb).end('password-changed');
    expect(getSessionState()).toMatchObject({
      user: null,
      passwordChangedFor: { email: 'ana@fazenda.com.br' },
    });
    dismissPasswordChanged();
    expect(getSessionState()).toEqual(loggedOut);
  });

  it('clears the request once the same user signs in again', async () => {
    await saveServerSession(localDb, response);
    await sessionTokenStore(async () => localDb).end('password-changed');
    await saveServerSession(localDb, { ...response, token: 'new' });
    expect(getSessionState()).toMatchObject({ user: { id: response.id }, passwordChangedFor: null });
  });
});
