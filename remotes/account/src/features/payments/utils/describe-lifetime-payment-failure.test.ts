import { ApiError } from '@manifest/api-client/request';
import { describe, expect, it } from 'vitest';

import { CardProblem } from './describe-payment-failure';
import {
  describeLifetimePaymentFailure,
  LifetimePaymentError,
} from './describe-lifetime-payment-failure';

const apiError = (status: number, body: object) => new ApiError(status, '', JSON.stringify(body));

describe('describeLifetimePaymentFailure', () => {
  it("names the card's refusal in the provider's words", () => {
    expect(
      describeLifetimePaymentFailure(
        new LifetimePaymentError('card', new CardProblem('Your card was declined.')),
      ),
    ).toEqual({ title: 'Payment Failed', description: 'Your card was declined.' });
  });

  it('names the server step that failed, with its message', () => {
    expect(
      describeLifetimePaymentFailure(
        new LifetimePaymentError('intent', apiError(409, { message: 'Already paid' })),
      ),
    ).toEqual({ title: 'Failed to create payment intent', description: 'Already paid' });
    expect(
      describeLifetimePaymentFailure(new LifetimePaymentError('verify', new TypeError('offline'))),
    ).toEqual({ title: 'Payment verification failed', description: 'Please try again.' });
  });

  it("says 'Error' for anything else", () => {
    expect(describeLifetimePaymentFailure(new Error('Payment system loading'))).toEqual({
      title: 'Error',
      description: 'Payment system loading',
    });
  });
});
