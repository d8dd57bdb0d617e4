import { ApiError, serverMessage } from '@manifest/api-client/request';
import { CARD_ERROR_FIELD } from '@manifest/contracts/payments';
import type { StripeError } from '@stripe/stripe-js';

import type { TFormProblem } from '../../../utils/form-problem';

/** A refusal from the card provider, in the browser (Stripe.js) or from the server (402, field card). */
export class CardProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardProblem';
  }
}

/** Stripe.js's `{ error }` as a thrown CardProblem with the provider's words. */
export function throwIfStripeError(result: { error?: StripeError | undefined }): void {
  if (result.error) throw new CardProblem(result.error.message ?? 'Your card could not be used.');
}

/** The provider's message when the failure is the card's, else undefined. */
export function cardProblemMessage(error: unknown): string | undefined {
  if (error instanceof CardProblem) return error.message;
  if (error instanceof ApiError && error.serverField === CARD_ERROR_FIELD) {
    return serverMessage(error);
  }
  return undefined;
}

/**
 * Spec 000 and 001 section 8 for a card step: the provider's refusal is
 * 'Payment Setup Failed' with its message; anything else keeps `fallback`'s words.
 */
export function describeCardStepFailure(error: unknown, fallback: TFormProblem): TFormProblem {
  const cardMessage = cardProblemMessage(error);
  if (cardMessage) return { title: 'Payment Setup Failed', description: cardMessage };
  return fallback;
}
