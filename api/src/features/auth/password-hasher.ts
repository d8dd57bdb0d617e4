import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP Password Storage Cheat Sheet, argon2id: 19 MiB, 2 iterations, 1 lane.
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (hash: string, password: string) => Promise<boolean>;
  /** Spends the same work as a real check, for an email that has no account. */
  verifyNothing: (password: string) => Promise<false>;
};

export function createPasswordHasher(): PasswordHasher {
  const hash = (password: string) => argon2.hash(password, ARGON2_OPTIONS);
  // Made up front so the first unknown email costs no more than later ones.
  const dummyHash = hash(randomBytes(16).toString('base64url'));

  return {
    hash,
    async verify(storedHash, password) {
      try {
        return await argon2.verify(storedHash, password);
      } catch {
        // A malformed stored hash is a failed sign-in, not a crash.
        return false;
      }
    },
    async verifyNothing(password) {
      await argon2.verify(await dummyHash, password);
      return false;
    },
  };
}
