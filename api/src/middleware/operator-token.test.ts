import { describe, expect, it } from 'vitest';
import { hasOperatorToken } from './operator-token';

const TOKEN = 'q1W2e3R4t5Y6u7I8o9P0a/S+d=F1g2H3j4K5l6Z7';

describe('hasOperatorToken', () => {
  it('accepts exactly `Bearer <token>`, base64 characters included', () => {
    expect(hasOperatorToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasOperatorToken(`Bearer ${TOKEN} `, TOKEN)).toBe(true);
  });

  it('refuses a wrong, partial or missing token, and everything when none is configured', () => {
    expect(hasOperatorToken(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(hasOperatorToken(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(hasOperatorToken(TOKEN, TOKEN)).toBe(false);
    expect(hasOperatorToken(undefined, TOKEN)).toBe(false);
    expect(hasOperatorToken(`Bearer ${TOKEN}`, undefined)).toBe(false);
  });
});
