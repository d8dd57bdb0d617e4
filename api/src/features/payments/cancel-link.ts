import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a one-click cancel link stands for: one subscription of one user, until it ends. */
export type CancelLink = { userId: string; subscriptionId: string; expiresAt: number };

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`cancel-link:${payload}`).digest('base64url');

/** The token of the reminder email's cancel link: the claim, then its HMAC. */
export function cancelLinkToken(link: CancelLink, secret: string): string {
  const payload = Buffer.from(JSON.stringify(link)).toString('base64url');
  return `${payload}.${signatureOf(payload, secret)}`;
}

/** The claim of a token this server signed and that has not expired; null otherwise. */
export function readCancelLinkToken(token: string, secret: string, now: Date): CancelLink | null {
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(signatureOf(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const link = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CancelLink;
    if (typeof link.userId !== 'string' || typeof link.subscriptionId !== 'string') return null;
    return link.expiresAt > now.getTime() ? link : null;
  } catch {
    return null;
  }
}
