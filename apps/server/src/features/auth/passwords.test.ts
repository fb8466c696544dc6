import { describe, expect, it } from 'vitest';
import { TEST_HASH_COST } from '../../config.ts';
import { createPasswordHasher } from './passwords.ts';

describe('password hashing', () => {
  const hasher = createPasswordHasher(TEST_HASH_COST);

  it('stores argon2id PHC strings with a fresh salt and verifies only the right password', async () => {
    const first = await hasher.hash('gestar123');
    const second = await hasher.hash('gestar123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(second).not.toBe(first);
    expect(await hasher.verify(first, 'gestar123')).toBe(true);
    expect(await hasher.verify(first, 'Gestar123')).toBe(false);
  });

  it.each([['not a hash'], [''], ['$argon2id$v=19$m=1024,t=1,p=1$quebrado']])(
    'reads a corrupt stored hash %j as a wrong password, never as an error',
    async (stored) => {
      expect(await hasher.verify(stored, 'gestar123')).toBe(false);
    },
  );

  it('spends a verification on unknown logins without failing', async () => {
    await expect(hasher.verifyNothing('qualquer')).resolves.toBeUndefined();
  });
});
