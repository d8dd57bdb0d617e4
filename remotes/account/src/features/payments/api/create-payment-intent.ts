import { requestJson } from '@manifest/api-client/request';
import type { TUser } from '@manifest/contracts/auth';
import { ZClientSecretResponse } from '@manifest/contracts/payments';

export const CREATE_PAYMENT_INTENT_URL = '/api/create-payment-intent';

/**
 * The lifetime payment's intent. The spec's body, with the real user (the
 * original sent placeholders); the server charges its own price whatever `amount` says.
 */
export const createPaymentIntent = (
  user: Pick<TUser, 'email' | 'firstName' | 'lastName'>,
  amount: number,
) =>
  requestJson(ZClientSecretResponse, 'POST', CREATE_PAYMENT_INTENT_URL, {
    amount,
    userInfo: { email: user.email, firstName: user.firstName, lastName: user.lastName },
  });
