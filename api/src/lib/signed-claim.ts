import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A claim the API hands out and later trusts: base64url JSON, a dot, then its
 * HMAC. The purpose is part of what is signed, so a token made for one use
 * (a cancel link) is never accepted for another (a Google sign-up).
 * The payload is readable by anyone (a page may show the name it carries);
 * only the API can make or change one.
 */
export function signClaim(purpose: string, claim: object, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${signatureOf(purpose, payload, secret)}`;
}

/** The parsed payload of a token this API signed for this purpose; null for any other string. */
export function readSignedClaim(purpose: string, token: string, secret: string): unknown {
  const [payload = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isSignatureOf(purpose, payload, signature, secret)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The HMAC of a text for one purpose (base64url, 43 characters), for a text that travels beside it. */
export function signatureOf(purpose: string, text: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${text}`).digest('base64url');
}

/** Whether a signature is this text's for this purpose, compared in constant time. */
export function isSignatureOf(
  purpose: string,
  text: string,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(signatureOf(purpose, text, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
