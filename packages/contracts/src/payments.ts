import { z } from 'zod';
import { emailAddress, ZUser } from './auth';
import { BODY_MUST_BE_OBJECT, requiredText } from './text';

// Trial and payments (spec 000 sections 3, 7, 8; spec 001 sections 3, 4, 7, 8, 9;
// DESIGN.md "Payments"). The server decides every amount: what the browser sends
// as `amount` is read and ignored.

/** Spec 001 section 9, in its order. */
export const CANCELLATION_REASONS = [
  'Too expensive',
  'Not using the features enough',
  'Found a better alternative',
  'Technical issues',
  'Missing features I need',
  'Temporary financial situation',
  'Other',
] as const;
export type TCancellationReason = (typeof CANCELLATION_REASONS)[number];

/** Spec 001 section 9: cancellation data is kept this long. */
export const CANCELLATION_RETENTION_DAYS = 30;

/** Sent with a card error (declined, expired...): the browser shows the provider's message. */
export const CARD_ERROR_FIELD = 'card';

/**
 * One free trial per person: a person whose trial ran (with a card or without)
 * or who paid is offered a payment, never another free period (409).
 */
export const TRIAL_ALREADY_USED_MESSAGE =
  'Your free trial has already been used. Complete payment to continue.';

/** One free trial per card, across accounts (402 on the card field). */
export const CARD_TRIAL_USED_MESSAGE =
  'This card has already been used for a free trial. Please use another card.';

const NAME_MAX_LENGTH = 100;
const stripeId = (label: string, prefix: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), { error: `${label} must be a ${prefix}_ id` });

/** Spec 000 section 3: trial user info. */
export const ZTrialUserInfo = z.object(
  {
    firstName: requiredText('First name', NAME_MAX_LENGTH),
    lastName: requiredText('Last name', NAME_MAX_LENGTH),
    email: emailAddress,
  },
  { error: 'userInfo must be an object with firstName, lastName and email' },
);
export type TTrialUserInfo = z.infer<typeof ZTrialUserInfo>;

/** `POST /api/start-trial`. */
export const ZStartTrialRequest = z.object(
  { userInfo: ZTrialUserInfo },
  { error: BODY_MUST_BE_OBJECT },
);
export type TStartTrialRequest = z.input<typeof ZStartTrialRequest>;

/** The answer of start-trial and create-payment-intent: what Stripe.js confirms. */
export const ZClientSecretResponse = z.object({ clientSecret: z.string().min(1) });
export type TClientSecretResponse = z.infer<typeof ZClientSecretResponse>;

/** `POST /api/complete-trial-signup`. */
export const ZCompleteTrialRequest = z.object(
  { setupIntentId: stripeId('Setup intent', 'seti') },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCompleteTrialRequest = z.input<typeof ZCompleteTrialRequest>;

/**
 * `POST /api/create-payment-intent`: the spec's body. `amount` is accepted for the
 * spec's client and ignored; the lifetime price is the server's.
 */
export const ZCreatePaymentIntentRequest = z.object(
  {
    amount: z.number({ error: 'Amount must be a number' }).optional(),
    userInfo: ZTrialUserInfo.partial().optional(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCreatePaymentIntentRequest = z.input<typeof ZCreatePaymentIntentRequest>;

/** `POST /api/verify-payment`. */
export const ZVerifyPaymentRequest = z.object(
  { paymentIntentId: stripeId('Payment intent', 'pi') },
  { error: BODY_MUST_BE_OBJECT },
);
export type TVerifyPaymentRequest = z.input<typeof ZVerifyPaymentRequest>;
/** The answer of verify-payment and complete-trial-signup: the user as it is now. */
export const ZPaymentDoneResponse = z.object({ success: z.literal(true), user: ZUser });
export type TPaymentDoneResponse = z.infer<typeof ZPaymentDoneResponse>;

/** `POST /api/cancel-subscription`: the reason is optional, one of the seven. */
export const ZCancelSubscriptionRequest = z.object(
  {
    reason: z
      .enum(CANCELLATION_REASONS, {
        error: `Reason must be one of: ${CANCELLATION_REASONS.join(', ')}`,
      })
      .optional(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCancelSubscriptionRequest = z.input<typeof ZCancelSubscriptionRequest>;
/** The cancellation form: the request, and the box ticked to say the loss of access is understood. */
export const ZCancellationForm = ZCancelSubscriptionRequest.extend({ isConfirmed: z.boolean() });

/** `GET /api/payments/config`: what the browser needs to load Stripe.js. */
export const ZPaymentConfig = z.object({
  publishableKey: z.string().min(1),
  /** Where Stripe.js comes from: Stripe's own host, or the local stand-in's. */
  stripeJsUrl: z.url(),
  /** True with test keys or the stand-in: card screens say 'Test mode — no real charge'. */
  testMode: z.boolean(),
  trialDays: z.number().int(),
  monthlyPriceCents: z.number().int(),
  lifetimePriceCents: z.number().int(),
  currency: z.string(),
});
export type TPaymentConfig = z.infer<typeof ZPaymentConfig>;

/** `POST /api/cancel-subscription/link`: the one-click link of the trial reminder email. */
export const ZCancelByLinkRequest = z.object(
  {
    token: z
      .string({ error: 'Token is required' })
      .min(1, { error: 'Token is required' })
      .max(2000),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCancelByLinkRequest = z.input<typeof ZCancelByLinkRequest>;
/** Where the reminder's link lands (public: the person may not be signed in). */
export const CANCEL_LINK_PATH = '/cancel-trial';
export const CANCEL_LINK_INVALID_MESSAGE = 'This cancellation link is not valid any more';

export const TEST_MODE_LABEL = 'Test mode — no real charge';
