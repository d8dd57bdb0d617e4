import type { TStandInState, TStripeObject } from './stand-in-state';
import { cardError, invalid } from './stripe-errors';
import { CARD_DECLINED_MESSAGE, cardOutcome, type TCardOutcome } from './test-cards';

type TDeclined = Extract<TCardOutcome, { kind: 'declined' }>;

/** What a card does when set up (`isCharge` false) or charged: null when it goes through. */
export function refusalOf(
  state: TStandInState,
  methodId: string,
  isCharge: boolean,
): TDeclined | null {
  const outcome = cardOutcome(state.cardNumbers.get(methodId) ?? '');
  if (outcome.kind === 'declined') return outcome;
  if (outcome.kind === 'fails-charges' && isCharge) {
    return {
      kind: 'declined',
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: CARD_DECLINED_MESSAGE,
    };
  }
  return null;
}

/** The statuses from which Stripe lets an intent be confirmed. */
const CONFIRMABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/**
 * Confirms a setup or payment intent with a card, as Stripe does: success
 * attaches the card (setup) or collects the amount (payment); a refusal keeps
 * the intent waiting for a new card, records the error and throws it (402).
 * An intent that already succeeded (or was canceled) cannot be confirmed again.
 */
export function confirmWithCard(
  state: TStandInState,
  intent: TStripeObject,
  methodId: string,
  { isCharge }: { isCharge: boolean },
): void {
  const kind = isCharge ? 'PaymentIntent' : 'SetupIntent';
  const snapshot = isCharge ? 'payment_intent' : 'setup_intent';
  if (!CONFIRMABLE.has(String(intent.status))) {
    const error = invalid(
      undefined,
      intent.status === 'succeeded'
        ? `You cannot confirm this ${kind} because it has already succeeded after being previously confirmed.`
        : `You cannot confirm this ${kind} because it has a status of ${String(intent.status)}.`,
      `${snapshot}_unexpected_state`,
    );
    error.body[snapshot] = structuredClone(intent);
    throw error;
  }
  const method = state.paymentMethod(methodId);
  intent.payment_method = methodId;
  if (isCharge) intent.latest_charge = state.newId('ch');
  const refused = refusalOf(state, methodId, isCharge);
  const errorField = isCharge ? 'last_payment_error' : 'last_setup_error';
  if (refused) {
    intent.status = 'requires_payment_method';
    intent[errorField] = cardError(refused, { payment_method: structuredClone(method) }).body;
    state.emit(isCharge ? 'payment_intent.payment_failed' : 'setup_intent.setup_failed', intent);
    throw cardError(refused, { [snapshot]: structuredClone(intent) });
  }
  intent.status = 'succeeded';
  intent[errorField] = null;
  if (isCharge) intent.amount_received = intent.amount;
  else if (typeof intent.customer === 'string') {
    state.find('customer', intent.customer);
    method.customer = intent.customer;
  }
  state.emit(isCharge ? 'payment_intent.succeeded' : 'setup_intent.succeeded', intent);
}
