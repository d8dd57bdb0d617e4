import { describe, expect, it } from 'vitest';
import { cancelLinkToken, readCancelLinkToken } from './cancel-link';

const SECRET = 'a-secret-of-sixteen-or-more';
const NOW = new Date('2031-05-10T09:00:00Z');
const link = { userId: 'user-1', subscriptionId: 'sub_1', expiresAt: NOW.getTime() + 60_000 };

describe('cancel link tokens', () => {
  it('reads back what was signed, until it expires', () => {
    const token = cancelLinkToken(link, SECRET);
    expect(readCancelLinkToken(token, SECRET, NOW)).toEqual(link);
    expect(readCancelLinkToken(token, SECRET, new Date(link.expiresAt))).toBeNull();
  });

  it('refuses another secret, a changed claim and nonsense', () => {
    const token = cancelLinkToken(link, SECRET);
    expect(readCancelLinkToken(token, 'another-secret-value-here', NOW)).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...link, userId: 'user-2' })).toString('base64url');
    expect(readCancelLinkToken(`${forged}.${signature}`, SECRET, NOW)).toBeNull();
    expect(readCancelLinkToken('not-a-token', SECRET, NOW)).toBeNull();
    expect(readCancelLinkToken('', SECRET, NOW)).toBeNull();
  });
});
