import { requestJson } from '@manifest/api-client/request';
import { ZPaymentDoneResponse } from '@manifest/contracts/payments';

export const VERIFY_PAYMENT_URL = '/api/verify-payment';

/** The server asks Stripe whether the intent succeeded, for this user; answers the user. */
export const verifyPayment = (paymentIntentId: string) =>
  requestJson(ZPaymentDoneResponse, 'POST', VERIFY_PAYMENT_URL, { paymentIntentId });
