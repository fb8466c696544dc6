import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { ROLES } from '@gestar/domain/entities/role';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeOfflineCredential } from '../../auth-session/offline-credential.ts';
import { clearSession, type SessionUser } from '../../auth-session/session-store.ts';
import { localDb } from '../../local-db/database.ts';
import { appLoginDeps, refreshOfflineCopy } from './login-deps.ts';

const FAST = 1_000;

const ana: SessionUser = {
  id: newId(),
  nomeCompleto: 'Ana Paula Ferreira Martins',
  email: 'ana@fazenda.com.br',
  cpf: '12345678909',
  zoetisId: null,
  roles: [ROLES.veterinario],
  termoCookie: true,
  termoPrivacy: true,
  termoUso: true,
};

beforeEach(async () => {
  await localDb.session.clear();
  await clearSession(localDb);
  await storeOfflineCredential(localDb, ana, 'gestar123', FAST);
});

describe('offline login against the device copy', () => {
  it.each([
    ['the e-mail and password', 'ana@fazenda.com.br', 'gestar123', 'ok'],
    ['the formatted CPF', '123.456.789-09', 'gestar123', 'ok'],
    ['a wrong password', 'ana@fazenda.com.br', 'errada', 'wrong'],
    ['a wrong password by CPF', '12345678909', 'errada', 'wrong'],
    ['someone who never signed in here', 'outro@fazenda.com.br', 'gestar123', 'unknown'],
    ['an invalid login', 'ana@fazenda', 'gestar123', 'unknown'],
  ])('%s → %s', async (_case, login, password, kind) => {
    expect((await appLoginDeps.offlineLogin(login, password)).kind).toBe(kind);
  });

  it('names the users whose data the device holds', async () => {
    expect(await appLoginDeps.deviceOwnerIds()).toEqual([ana.id]);
  });

  it('follows a password reset (spec §7: local password updated)', async () => {
    await refreshOfflineCopy('ANA@fazenda.com.br', 'nova-senha-1');
    expect((await appLoginDeps.offlineLogin('ana@fazenda.com.br', 'gestar123')).kind).toBe('wrong');
    expect((await appLoginDeps.offlineLogin('ana@fazenda.com.br', 'nova-senha-1')).kind).toBe('ok');
  });
});
