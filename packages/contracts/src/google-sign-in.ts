import { z } from 'zod';
import { signupTimeZone } from './auth';
import { BODY_MUST_BE_OBJECT } from './text';

// Google sign-in (OpenID Connect, spec 000 sections 2 and 7).

/** Where 'Continue with Google' goes (a full-page navigation); the API answers 503 when it is off. */
export const GOOGLE_START_PATH = '/auth/google';
/** Where Google sends the browser back: `${APP_URL}${GOOGLE_CALLBACK_PATH}`, registered with Google. */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
/** The API's answer to GOOGLE_START_PATH when no client is configured. */
export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not configured on this server';

/**
 * A returning person comes back to `/signin#code=…`: a one-time code, in the
 * fragment so no server logs it, that the page exchanges for a session.
 * A refused sign-in comes back to `/signin#google-error`.
 */
export const GOOGLE_CODE_FRAGMENT_KEY = 'code';
export const GOOGLE_ERROR_FRAGMENT = 'google-error';
/** The one-time code works once, for this long. */
export const GOOGLE_SESSION_CODE_SECONDS = 60;
/** The sign-up token of `/signup/payment` works for this long. */
export const GOOGLE_SIGNUP_TOKEN_MINUTES = 30;

/**
 * What the sign-up token of `/signup/payment?token=…&email=…&provider=google`
 * carries: a person Google vouched for, who has no account yet. The payload is
 * readable by the page (it shows the name); the API checks its signature.
 */
export const ZGoogleSignupClaim = z.object({
  sub: z.string().min(1),
  email: z.email(),
  name: z.string(),
  /** Expiry, in milliseconds since the epoch. */
  exp: z.number().int(),
});
export type TGoogleSignupClaim = z.infer<typeof ZGoogleSignupClaim>;

/** `POST /api/auth/google/session`: the one-time code of the `/signin` fragment. */
export const ZGoogleSessionRequest = z.object(
  {
    code: z
      .string({ error: 'Code is required' })
      .min(1, { error: 'Code is required' })
      .max(200, { error: 'Code is not valid' }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TGoogleSessionRequest = z.input<typeof ZGoogleSessionRequest>;

/** `POST /api/auth/google/signup`: creates the account of a sign-up token (the card comes next). */
export const ZGoogleSignupRequest = z.object(
  {
    token: z
      .string({ error: 'Token is required' })
      .min(1, { error: 'Token is required' })
      .max(2000, { error: 'Token is not valid' }),
    timeZone: signupTimeZone,
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TGoogleSignupRequest = z.input<typeof ZGoogleSignupRequest>;

export const GOOGLE_SIGNUP_EXPIRED_MESSAGE =
  'Your Google sign-in has expired. Please continue with Google again.';
export const GOOGLE_CODE_INVALID_MESSAGE =
  'This Google sign-in has expired. Please continue with Google again.';

/** The social sign-up info of spec 000 section 3: first word of the name, or 'User'; the rest. */
export function splitGoogleName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first || 'User', lastName: rest.join(' ') };
}

/**
 * The claim of a sign-up token as the page reads it (no signature check: the
 * API makes that one); null when it cannot be decoded or has expired.
 */
export function decodeGoogleSignupToken(token: string, now: Date): TGoogleSignupClaim | null {
  const [payload = ''] = token.split('.');
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claim = ZGoogleSignupClaim.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return claim.success && claim.data.exp > now.getTime() ? claim.data : null;
  } catch {
    return null;
  }
}
