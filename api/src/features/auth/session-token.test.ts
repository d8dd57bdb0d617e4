import { describe, expect, it } from 'vitest';
import { createSessionToken, hashSessionToken } from './session-token';

describe('createSessionToken', () => {
  it('makes 43-character base64url tokens that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 50 }, createSessionToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('hashSessionToken', () => {
  it('is the SHA-256 hex digest, never the token itself', () => {
    expect(hashSessionToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const token = createSessionToken();
    expect(hashSessionToken(token)).not.toContain(token);
  });
});
