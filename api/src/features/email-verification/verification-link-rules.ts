import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  VERIFY_LINK_EXPIRED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
  VERIFY_LINK_LIFETIME_HOURS,
  VERIFY_LINK_REPLACED_MESSAGE,
  VERIFY_LINK_USED_MESSAGE,
} from '@manifest/contracts/email-verification';
import { HttpError } from '../../lib/http-error';

const HOUR_MS = 60 * 60 * 1000;

/** A row of email_verifications as far as its state goes. */
export type VerificationLink = {
  expires_at: Date;
  used_at: Date | null;
  ended_at: Date | null;
};

export type VerificationLinkState = 'usable' | 'used' | 'replaced' | 'expired';

/** A link made at `createdAt` works until then plus VERIFY_LINK_LIFETIME_HOURS. */
export function verificationLinkExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + VERIFY_LINK_LIFETIME_HOURS * HOUR_MS);
}

/** Used beats replaced beats expired: a person is told what happened first. */
export function verificationLinkState(link: VerificationLink, now: Date): VerificationLinkState {
  if (link.used_at) return 'used';
  if (link.ended_at) return 'replaced';
  if (link.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

/**
 * Why a link did not verify, as the page tells it: unknown (400, naming the token),
 * done already (409: this link, or the address was proven another way), or over
 * (410: expired, or a newer link was sent).
 */
export function verificationRefusal(
  link: { state: Exclude<VerificationLinkState, 'usable'>; isAccountVerified: boolean } | null,
): HttpError {
  if (!link) return new HttpError(400, VERIFY_LINK_INVALID_MESSAGE, { field: 'token' });
  if (link.state === 'used') return new HttpError(409, VERIFY_LINK_USED_MESSAGE);
  if (link.isAccountVerified) return new HttpError(409, EMAIL_ALREADY_VERIFIED_MESSAGE);
  return link.state === 'replaced'
    ? new HttpError(410, VERIFY_LINK_REPLACED_MESSAGE)
    : new HttpError(410, VERIFY_LINK_EXPIRED_MESSAGE);
}
