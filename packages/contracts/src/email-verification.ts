import { z } from 'zod';
import { BODY_MUST_BE_OBJECT } from './text';

// Proving an address (DESIGN.md, "Owning an address is proven"): a link emailed after
// sign-up, or sent again from Account settings, confirms the account's email once.

/** A verification link works once, for this long; a newer link ends the older ones. */
export const VERIFY_LINK_LIFETIME_HOURS = 24;

/** The page the emailed link opens (`/verify-email?token=…`). */
export const VERIFY_EMAIL_PAGE_PATH = '/verify-email';

/** `POST /api/auth/verify-email` (no session needed: the link's token is the proof). */
export const VERIFY_EMAIL_URL = '/api/auth/verify-email';
/** `POST /api/auth/verify-email/resend` (signed in): a new link to the account's address. */
export const RESEND_VERIFICATION_URL = '/api/auth/verify-email/resend';

export const ZVerifyEmailRequest = z.object(
  {
    token: z
      .string({ error: 'Token is required' })
      .min(1, { error: 'Token is required' })
      .max(200, { error: 'Token must be at most 200 characters' }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TVerifyEmailRequest = z.input<typeof ZVerifyEmailRequest>;

/** The link worked: the account's address is verified from now on. */
export const ZVerifyEmailResponse = z.object({ isEmailVerified: z.literal(true) });

/** Where the new link went, for the toast. */
export const ZResendVerificationResponse = z.object({ sentTo: z.string() });

// Each outcome the page tells apart, by status: 400 not valid, 410 ended, 409 already done.
export const VERIFY_LINK_INVALID_MESSAGE =
  'This verification link is not valid. Please open the whole link from the email, or send a new one from Account settings.';
export const VERIFY_LINK_EXPIRED_MESSAGE =
  'This verification link has expired. Please send a new one from Account settings.';
export const VERIFY_LINK_REPLACED_MESSAGE =
  'A newer verification link has been sent. Please use the link in the latest email.';
export const VERIFY_LINK_USED_MESSAGE =
  'This verification link has already been used. Your email address is verified.';
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';

/** Resends past the per-account limit: `wait` is e.g. '12 minutes'. */
export const tooManyVerificationEmails = (wait: string) =>
  `Too many verification emails. Please try again in ${wait}.`;
