import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../../config.ts';

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /** Spends the time of one verification: unknown logins cost what known ones do, so timing reveals nothing. */
  verifyNothing: (password: string) => Promise<void>;
};

export function createPasswordHasher(cost: PasswordHashCost): PasswordHasher {
  // 2 = Algorithm.Argon2id (an ambient const enum, which isolated modules cannot read).
  const options = { algorithm: 2, ...cost };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A corrupt stored hash must read as "wrong password", never as a 500.
        return false;
      }
    },
    verifyNothing: async (password) => {
      dummy ??= hash('gestar-dummy-password', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
