import { describe, expect, it } from 'vitest';
import { decodeGoogleSignupToken, splitGoogleName } from './google-sign-in';

const NOW = new Date('2031-01-01T00:00:00Z');
const tokenOf = (claim: unknown) =>
  `${Buffer.from(JSON.stringify(claim)).toString('base64url')}.signature`;

describe('splitGoogleName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitGoogleName('Ada King Lovelace')).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
    expect(splitGoogleName('  Plato ')).toEqual({ firstName: 'Plato', lastName: '' });
  });

  it("says 'User' when Google sent no name", () => {
    expect(splitGoogleName('')).toEqual({ firstName: 'User', lastName: '' });
  });
});

describe('decodeGoogleSignupToken', () => {
  const claim = {
    sub: 'g-1',
    email: 'zoe@example.com',
    name: 'Zoë Ñandú',
    exp: NOW.getTime() + 1000,
  };

  it('reads the claim of a live token, non-ASCII names included', () => {
    expect(decodeGoogleSignupToken(tokenOf(claim), NOW)).toEqual(claim);
  });

  it('refuses an expired, malformed or undecodable token', () => {
    expect(decodeGoogleSignupToken(tokenOf({ ...claim, exp: NOW.getTime() }), NOW)).toBeNull();
    expect(decodeGoogleSignupToken(tokenOf({ ...claim, email: 'nope' }), NOW)).toBeNull();
    expect(decodeGoogleSignupToken('%%%.x', NOW)).toBeNull();
    expect(decodeGoogleSignupToken('', NOW)).toBeNull();
  });
});
