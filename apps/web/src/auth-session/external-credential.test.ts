import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GestarDb } from '../local-db/database.ts';
import {
  hasOfflinePassword,
  recordExternalSignIn,
  signedInExternally,
  storeOfflineCredential,
  verifyOfflineLogin,
} from './offline-credential.ts';
import type { SessionUser } from './session-store.ts';

// A sign-in through the organisation leaves no password: the device records whose data it holds, and lets the
// user in offline only with the offline password she set here.

let db: GestarDb;
beforeEach(() => {
  db = new GestarDb(`external-${newId()}`);
});
afterEach(async () => {
  await db.delete();
});

const user: SessionUser = {
  id: newId(),
  email: 'ana.souza@consultoria.test',
  cpf: null,
  nomeCompleto: 'Ana Souza',
  zoetisId: null,
  roles: [],
  termoCookie: true,
  termoPrivacy: true,
  termoUso: true,
};
const FAST = 1_000;
const typed = (password: string) => ({ email: 'ana.souza@consultoria.test', password });

describe('a sign-in through the organisation on this device', () => {
  it('records the owner without opening anything offline', async () => {
    await recordExternalSignIn(db, user);
    expect(await signedInExternally(db, user.id)).toBe(true);
    expect(await hasOfflinePassword(db, user.id)).toBe(false);
    expect(await verifyOfflineLogin(db, typed(''))).toBeNull();
    expect(await verifyOfflineLogin(db, typed('qualquer'))).toBeNull();
  });

  it('lets her in offline with the offline password she set, and only with it', async () => {
    await recordExternalSignIn(db, user);
    await storeOfflineCredential(db, user, 'senha-do-curral', FAST, true);
    expect(await hasOfflinePassword(db, user.id)).toBe(true);
    expect(await signedInExternally(db, user.id)).toBe(true);
    expect(await verifyOfflineLogin(db, typed('senha-do-curral'))).toEqual(user);
    expect(await verifyOfflineLogin(db, typed('outra-senha'))).toBeNull();
  });

  it('keeps an offline password set before when she signs in through the organisation again', async () => {
    await storeOfflineCredential(db, user, 'senha-do-curral', FAST, true);
    await recordExternalSignIn(db, { ...user, nomeCompleto: 'Ana Souza Lima' });
    expect((await verifyOfflineLogin(db, typed('senha-do-curral')))?.nomeCompleto).toBe('Ana Souza Lima');
  });

  it('is no longer external after a password login on the device', async () => {
    await recordExternalSignIn(db, user);
    await storeOfflineCredential(db, user, 'senha-da-conta', FAST);
    expect(await signedInExternally(db, user.id)).toBe(false);
  });
});
