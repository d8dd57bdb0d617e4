import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A new bearer token: 32 random bytes, base64url. Only its hash is stored. */
export function createSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** SHA-256 (hex) of a token: what the sessions table keeps, so a database leak yields no usable tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
