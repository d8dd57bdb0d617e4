import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hasher';

describe('createPasswordHasher', () => {
  const hasher = createPasswordHasher();

  it('stores argon2id at the OWASP parameters and verifies only the right password', async () => {
    const hash = await hasher.hash('secret1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(hash).not.toContain('secret1');
    expect(await hasher.verify(hash, 'secret1')).toBe(true);
    expect(await hasher.verify(hash, 'secret2')).toBe(false);
  });

  it('salts: the same password hashes differently twice', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('treats a malformed stored hash as a wrong password', async () => {
    expect(await hasher.verify('not-a-hash', 'secret1')).toBe(false);
  });

  it('answers false for an unknown account after doing a real verification', async () => {
    expect(await hasher.verifyNothing('anything')).toBe(false);
  });
});
