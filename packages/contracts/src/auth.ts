import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, isMissing, requiredText } from './text';

// Shapes of the auth calls (spec 000 sections 3 and 7). The API validates its
// input with these; the browser checks the answers with them.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;

const emailAddress = requiredText('Email Address', EMAIL_MAX_LENGTH).pipe(
  z.email({ error: 'Email Address must be a valid email' }),
);

const isIanaTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const ZUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  hasPaid: z.boolean(),
  isTrialActive: z.boolean(),
  trialEndDate: z.iso.datetime({ offset: true }).nullable(),
  isAdmin: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSignupRequest = z.object(
  {
    firstName: requiredText('First Name', NAME_MAX_LENGTH),
    lastName: requiredText('Last Name', NAME_MAX_LENGTH),
    email: emailAddress,
    password: z
      .string({
        error: (issue) => (isMissing(issue) ? 'Password is required' : 'Password must be text'),
      })
      .min(PASSWORD_MIN_LENGTH, {
        error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
      })
      .max(PASSWORD_MAX_LENGTH, {
        error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      }),
    // The sign-up modal also sends these; the password confirmation is checked
    // only in the browser (spec 000 section 5).
    confirmPassword: z.string({ error: 'Confirm Password must be text' }).optional(),
    paymentMethodId: z.string({ error: 'Payment method must be text' }).optional(),
    startTrial: z.boolean({ error: 'Start trial must be true or false' }).optional(),
    // The browser's IANA time zone, used for day boundaries (tasks, streaks).
    timeZone: z
      .string({ error: 'Time zone must be text' })
      .refine(isIanaTimeZone, { error: 'Time zone must be a valid IANA time zone' })
      .optional(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZSigninRequest = z.object(
  {
    email: requiredText('Email Address', EMAIL_MAX_LENGTH),
    password: z
      .string({
        error: (issue) => (isMissing(issue) ? 'Password is required' : 'Password must be text'),
      })
      .min(1, { error: 'Password is required' })
      .max(PASSWORD_MAX_LENGTH, {
        error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TSigninRequest = z.infer<typeof ZSigninRequest>;

export const ZAuthResponse = z.object({
  token: z.string().min(1),
  user: ZUser,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** Every non-2xx JSON answer of the API; `field` names the offending input when there is one. */
export const ZErrorResponse = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
