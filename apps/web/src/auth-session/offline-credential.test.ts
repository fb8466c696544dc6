import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GestarDb } from '../local-db/database.ts';
import {
  type OfflineCredential,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
  storeOfflineCredential,
  verifyOfflineLogin,
} from './offline-credential.ts';
import { credentialKey, type SessionUser } from './session-store.ts';

let db: GestarDb;

beforeEach(() => {
  db = new GestarDb(`credential-${newId()}`);
});

afterEach(async () => {
  await db.delete();
});

const user: SessionUser = {
  id: newId(),
  email: 'vet@gestar.local',
  cpf: '12345678901',
  nomeCompleto: 'Ana Veterinária',
  zoetisId: null,
  roles: [],
  termoCookie: true,
  termoPrivacy: true,
  termoUso: true,
};

const FAST = 1_000;

async function stored(): Promise<OfflineCredential> {
  return (await db.session.get(credentialKey(user.id)))?.value as OfflineCredential;
}

describe('offline credential copy', () => {
  it(`keeps a PBKDF2 digest with a ${SALT_BYTES}-byte salt and ${PBKDF2_ITERATIONS} iterations, never the password`, async () => {
    await storeOfflineCredential(db, user, 'gestar123');
    const credential = await stored();
    expect(credential.iterations).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
    expect(atob(credential.salt)).toHaveLength(16);
    expect(atob(credential.hash)).toHaveLength(32);
    expect(JSON.stringify(credential)).not.toContain('gestar123');
    expect(credential.logins).toEqual(['email:vet@gestar.local', 'cpf:12345678901']);
    expect(await verifyOfflineLogin(db, { email: 'vet@gestar.local', password: 'gestar123' })).toEqual(user);
  });

  it('uses a fresh random salt each time', async () => {
    await storeOfflineCredential(db, user, 'gestar123', FAST);
    const first = await stored();
    await storeOfflineCredential(db, user, 'gestar123', FAST);
    const second = await stored();
    expect(second.salt).not.toBe(first.salt);
    expect(second.hash).not.toBe(first.hash);
  });

  it.each([
    [{ email: 'vet@gestar.local', password: 'gestar123' }, true],
    [{ email: ' VET@gestar.local ', password: 'gestar123' }, true],
    [{ cpf: '123.456.789-01', password: 'gestar123' }, true],
    [{ cpf: '12345678901', password: 'gestar123' }, true],
    [{ email: 'vet@gestar.local', password: 'Gestar123' }, false],
    [{ email: 'vet@gestar.local', password: '' }, false],
    [{ email: 'outro@gestar.local', password: 'gestar123' }, false],
    [{ cpf: '98765432100', password: 'gestar123' }, false],
  ])('verifies %j → %s', async (credentials, matches) => {
    await storeOfflineCredential(db, user, 'gestar123', FAST);
    expect(await verifyOfflineLogin(db, credentials)).toEqual(matches ? user : null);
  });
});
