import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, isMissing, requiredText } from './text';
import { ZTimeZone } from './time-zone';

// Shapes of the auth calls (spec 000 sections 3 and 7). The API validates its
// input with these; the browser checks the answers with them.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;

/**
 * The one form of an email address that accounts are stored, looked up and
 * throttled by; every schema below applies it, so no caller folds case itself.
 *
 * Trim, Unicode NFC, then JavaScript's toLowerCase (the Unicode default,
 * locale-independent lower case), and NFC once more because lower-casing may
 * leave a sequence that composes. So 'Ǆ', 'ǅ' and 'ǆ' are one letter, the Kelvin
 * sign K (U+212A) is K, and a decomposed 'Å' is 'å'. It is lower-casing, not
 * full case folding: 'ß' and 'ss' stay apart (as mail providers and IDNA2008
 * keep them), 'İ' becomes 'i̇' (i + U+0307), never a plain 'i', and a word-final
 * 'Σ' becomes 'ς'. The domain is not converted to punycode: 'bücher.de' and
 * 'xn--bcher-kva.de' are two spellings, hence two accounts.
 *
 * Changing this function changes who owns which address: it needs a migration
 * that recomputes users.email_normalized (see the API's 030 migration).
 */
export const normalizeEmail = (email: string): string =>
  email.trim().normalize('NFC').toLowerCase().normalize('NFC');

// zod's default email pattern, with letters, marks and digits of any script
// where it allows ASCII ones, so internationalised addresses (RFC 6531) sign up.
const EMAIL_PATTERN =
  /^(?:[\p{L}\p{M}\p{N}_'+-]+\.)*[\p{L}\p{M}\p{N}_'+-]*[\p{L}\p{M}\p{N}_+-]@(?:[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}-]*\.)+[\p{L}\p{M}]{2,}$/u;

/** The sign-up and sign-in email rule: the address as typed (trimmed), checked. */
export const emailAddress = requiredText('Email Address', EMAIL_MAX_LENGTH).pipe(
  z.email({ pattern: EMAIL_PATTERN, error: 'Email Address must be a valid email' }),
);

/** Adds the normalised email next to the one typed, which is kept for display. */
const withNormalizedEmail = <TBody extends { email: string }>(body: TBody) => ({
  ...body,
  emailNormalized: normalizeEmail(body.email),
});

/** The password rules of sign-up, with the field's own label in every message. */
export const newPasswordRule = (label: string) =>
  z
    .string({
      error: (issue) => (isMissing(issue) ? `${label} is required` : `${label} must be text`),
    })
    .min(PASSWORD_MIN_LENGTH, {
      error: `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`,
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`,
    });

/** A password being checked, not chosen: any non-empty text up to the maximum. */
export const enteredPasswordRule = (label: string) =>
  z
    .string({
      error: (issue) => (isMissing(issue) ? `${label} is required` : `${label} must be text`),
    })
    .min(1, { error: `${label} is required` })
    .max(PASSWORD_MAX_LENGTH, {
      error: `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`,
    });

/**
 * Names a browser that has signed in to an account before (32 random bytes,
 * base64url, issued by the API). Its right password is never refused, even
 * while the account is under attack; the API stores only its SHA-256.
 */
export const ZDeviceId = z
  .string({ error: 'Device id must be text' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Device id is not valid' });

const isIanaTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** The user's subscription as `GET /api/auth/user` shows it (null without one). */
export const ZSubscriptionView = z.object({
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** When the trial or the paid month ends: the next charge, or the end after cancelling. */
  currentPeriodEnd: z.iso.datetime({ offset: true }).nullable(),
});
export type TSubscriptionView = z.infer<typeof ZSubscriptionView>;

/** `GET /api/auth/user`: the signed-in user, the check of a stored session at start. */
export const CURRENT_USER_PATH = '/api/auth/user';

export const ZUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  hasPaid: z.boolean(),
  /**
   * Paid once for lifetime access: no subscription runs beside it. A user stored by
   * an earlier version lacks it until the start-up check reads it again.
   */
  hasLifetimeAccess: z.boolean().default(false),
  isTrialActive: z.boolean(),
  trialEndDate: z.iso.datetime({ offset: true }).nullable(),
  isAdmin: z.boolean(),
  /**
   * Whether the owner proved the address (the emailed link, or Google's word). A user
   * stored by an app from before this field reads as unverified until the session check.
   */
  isEmailVerified: z.boolean().default(false),
  /**
   * False for an account without a password (Google made it, or Google proved the
   * address and its password was removed): it confirms a deletion by a recent sign-in.
   * A user stored by an earlier version lacks it until the start-up check reads it again.
   */
  hasPassword: z.boolean().default(true),
  subscription: ZSubscriptionView.nullable(),
  /**
   * The IANA zone the person's days follow (tasks, streaks, weekly figures); null until
   * a browser sent one. A user stored by an earlier version lacks it until the next check.
   */
  timeZone: z.string().nullable().default(null),
});
export type TUser = z.infer<typeof ZUser>;

/** The browser's IANA time zone at sign-up, used for day boundaries (tasks, streaks). */
export const signupTimeZone = z
  .string({ error: 'Time zone must be text' })
  .refine(isIanaTimeZone, { error: 'Time zone must be a valid IANA time zone' })
  .optional();

export const ZSignupRequest = z
  .object(
    {
      firstName: requiredText('First Name', NAME_MAX_LENGTH),
      lastName: requiredText('Last Name', NAME_MAX_LENGTH),
      email: emailAddress,
      password: newPasswordRule('Password'),
      // The sign-up modal also sends these; the password confirmation is checked
      // only in the browser (spec 000 section 5).
      confirmPassword: z.string({ error: 'Confirm Password must be text' }).optional(),
      paymentMethodId: z.string({ error: 'Payment method must be text' }).optional(),
      startTrial: z.boolean({ error: 'Start trial must be true or false' }).optional(),
      timeZone: signupTimeZone,
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .transform(withNormalizedEmail);
/** What the browser sends. */
export type TSignupRequest = z.input<typeof ZSignupRequest>;
/** What the API works with: trimmed, plus `emailNormalized`. */
export type TSignup = z.output<typeof ZSignupRequest>;

export const ZSigninRequest = z
  .object(
    {
      // The sign-up rule, so an address that could never sign up is refused
      // before it reaches a counter or the database.
      email: emailAddress,
      password: enteredPasswordRule('Password'),
      /** The id this browser was given at an earlier sign-in or sign-up, if any. */
      deviceId: ZDeviceId.optional(),
      /**
       * 'Remember me': true, the session lasts its whole lifetime (30 days); false, it
       * ends after REMEMBER_ME_OFF_IDLE_DAYS without use. Absent: the server's default.
       */
      rememberMe: z.boolean({ error: 'Remember me must be true or false' }).optional(),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .transform(withNormalizedEmail);
/** A session signed in without 'Remember me' ends after this many days unused. */
export const REMEMBER_ME_OFF_IDLE_DAYS = 1;
/** What the browser sends. */
export type TSigninRequest = z.input<typeof ZSigninRequest>;
/** What the API works with: plus `emailNormalized`. */
export type TSignin = z.output<typeof ZSigninRequest>;

export const ZAuthResponse = z.object({
  token: z.string().min(1),
  user: ZUser,
  /** Keep it (it outlives sign-out) and send it back with the next sign-in. */
  deviceId: ZDeviceId,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/**
 * `POST /api/auth/change-password` (signed in): the new password follows the
 * sign-up rules. Success ends every other session of the user.
 */
export const ZChangePasswordRequest = z.object(
  {
    currentPassword: enteredPasswordRule('Current password'),
    newPassword: newPasswordRule('New password'),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** Every non-2xx JSON answer of the API; `field` names the offending input when there is one. */
export const ZErrorResponse = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/**
 * `PATCH /api/auth/user` (signed in): the person's name, with sign-up's rules, and the
 * time zone their days follow, an IANA zone. A new zone is taken once per
 * TIME_ZONE_CHANGE_INTERVAL_HOURS (the API's 429 says when); the answer is the user.
 */
export const ZUpdateProfileRequest = z.object(
  {
    firstName: requiredText('First Name', NAME_MAX_LENGTH),
    lastName: requiredText('Last Name', NAME_MAX_LENGTH),
    timeZone: ZTimeZone,
  },
  { error: BODY_MUST_BE_OBJECT },
);
/** What the browser sends. */
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;
/** What the API works with: names trimmed. */
export type TUpdateProfile = z.output<typeof ZUpdateProfileRequest>;

/**
 * The sign-in and sign-up forms' fields, as typed. Their checks are the spec's, run in
 * order on submit and spoken through toasts (spec 000 section 5), so these shapes refuse
 * nothing a person can type; the API checks what is sent with the requests above.
 */
export const ZSignInForm = z.object({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean(),
});
export type TSignInFormValues = z.infer<typeof ZSignInForm>;

export const ZSignUpForm = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
});
export type TSignUpFormValues = z.infer<typeof ZSignUpForm>;
