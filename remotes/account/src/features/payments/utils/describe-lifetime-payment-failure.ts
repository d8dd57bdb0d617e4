import { serverMessage } from '@manifest/api-client/request';

import type { TFormProblem } from '../../../utils/form-problem';
import { cardProblemMessage } from './describe-payment-failure';

/** Which step of the lifetime payment failed: it decides the toast (spec 001 section 8). */
export type TLifetimePaymentStep = 'intent' | 'card' | 'verify';

export class LifetimePaymentError extends Error {
  constructor(
    readonly step: TLifetimePaymentStep,
    readonly reason: unknown,
  ) {
    super(step);
    this.name = 'LifetimePaymentError';
  }
}

const AGAIN = 'Please try again.';

/**
 * 'Failed to create payment intent' and 'Payment verification failed' for the
 * server's steps, 'Payment Failed' with the provider's words for the card, 'Error'
 * for anything else.
 */
export function describeLifetimePaymentFailure(error: unknown): TFormProblem {
  if (!(error instanceof LifetimePaymentError)) {
    return { title: 'Error', description: error instanceof Error ? error.message : AGAIN };
  }
  const cardMessage = cardProblemMessage(error.reason);
  if (cardMessage) return { title: 'Payment Failed', description: cardMessage };
  const told = serverMessage(error.reason) ?? AGAIN;
  if (error.step === 'intent')
    return { title: 'Failed to create payment intent', description: told };
  if (error.step === 'verify') return { title: 'Payment verification failed', description: told };
  return { title: 'Error', description: told };
}
