import { z } from 'zod';
import { emailAddress, newPasswordRule, normalizeEmail, ZDeviceId } from './auth';
import { BODY_MUST_BE_OBJECT } from './text';

// Password reset by emailed link (DESIGN.md, "Decisions": a working reset).

/** A reset link works once, for this long. */
export const RESET_LINK_LIFETIME_MINUTES = 60;

/**
 * `POST /api/auth/forgot-password`. A browser that signed in to the account
 * before sends its device id: its requests are sent even past the per-account
 * limit, so strangers asking for the owner's email cannot stop the owner's own.
 */
export const ZForgotPasswordRequest = z
  .object({ email: emailAddress, deviceId: ZDeviceId.optional() }, { error: BODY_MUST_BE_OBJECT })
  .transform((body) => ({ ...body, emailNormalized: normalizeEmail(body.email) }));
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

/** The same answer whether or not the email has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, we have sent a link to reset its password. It works for one hour.';
export const ZForgotPasswordResponse = z.object({ message: z.string() });

/** `POST /api/auth/reset-password`: the link's token and the new password (sign-up's rules). */
export const ZResetPasswordRequest = z.object(
  {
    token: z.string({ error: 'Token is required' }).min(1, { error: 'Token is required' }).max(200),
    password: newPasswordRule('Password'),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const RESET_LINK_INVALID_MESSAGE =
  'This reset link is invalid or has expired. Please ask for a new one.';
