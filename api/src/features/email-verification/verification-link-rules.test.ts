import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  VERIFY_LINK_EXPIRED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
  VERIFY_LINK_REPLACED_MESSAGE,
  VERIFY_LINK_USED_MESSAGE,
} from '@manifest/contracts/email-verification';
import { describe, expect, it } from 'vitest';
import {
  verificationLinkExpiry,
  verificationLinkState,
  verificationRefusal,
} from './verification-link-rules';

const MADE = new Date('2031-03-01T10:00:00Z');
const link = (patch: { used_at?: Date; ended_at?: Date } = {}) => ({
  expires_at: verificationLinkExpiry(MADE),
  used_at: null,
  ended_at: null,
  ...patch,
});
const hoursLater = (hours: number) => new Date(MADE.getTime() + hours * 60 * 60 * 1000);

describe('verificationLinkState', () => {
  it('works for 24 hours, not a millisecond more', () => {
    expect(verificationLinkExpiry(MADE)).toEqual(hoursLater(24));
    expect(verificationLinkState(link(), hoursLater(23.99))).toBe('usable');
    expect(verificationLinkState(link(), hoursLater(24))).toBe('expired');
  });

  it('tells a used link from a replaced one, whenever it is followed', () => {
    expect(verificationLinkState(link({ used_at: hoursLater(1) }), hoursLater(2))).toBe('used');
    expect(verificationLinkState(link({ used_at: hoursLater(1) }), hoursLater(30))).toBe('used');
    expect(verificationLinkState(link({ ended_at: hoursLater(1) }), hoursLater(2))).toBe(
      'replaced',
    );
    expect(verificationLinkState(link({ ended_at: hoursLater(1) }), hoursLater(30))).toBe(
      'replaced',
    );
  });
});

describe('verificationRefusal', () => {
  const refusal = (error: ReturnType<typeof verificationRefusal>) => ({
    status: error.status,
    message: error.message,
    field: error.field,
  });

  it('names the token of a link nobody sent', () => {
    expect(refusal(verificationRefusal(null))).toEqual({
      status: 400,
      message: VERIFY_LINK_INVALID_MESSAGE,
      field: 'token',
    });
  });

  it('says a used link was used, and that the address is verified', () => {
    expect(refusal(verificationRefusal({ state: 'used', isAccountVerified: true }))).toEqual({
      status: 409,
      message: VERIFY_LINK_USED_MESSAGE,
      field: undefined,
    });
  });

  it('sends an old link of a verified account to "already verified", not to a new link', () => {
    for (const state of ['expired', 'replaced'] as const) {
      expect(refusal(verificationRefusal({ state, isAccountVerified: true }))).toMatchObject({
        status: 409,
        message: EMAIL_ALREADY_VERIFIED_MESSAGE,
      });
    }
  });

  it('asks for a new link when an unverified account follows an expired or replaced one', () => {
    expect(
      refusal(verificationRefusal({ state: 'expired', isAccountVerified: false })),
    ).toMatchObject({ status: 410, message: VERIFY_LINK_EXPIRED_MESSAGE });
    expect(
      refusal(verificationRefusal({ state: 'replaced', isAccountVerified: false })),
    ).toMatchObject({ status: 410, message: VERIFY_LINK_REPLACED_MESSAGE });
  });
});
