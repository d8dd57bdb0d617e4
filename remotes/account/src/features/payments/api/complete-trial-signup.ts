import { requestJson } from '@manifest/api-client/request';
import { ZPaymentDoneResponse } from '@manifest/contracts/payments';

export const COMPLETE_TRIAL_SIGNUP_URL = '/api/complete-trial-signup';

/** The trial subscription from the confirmed card setup; answers the user with it. */
export const completeTrialSignup = (setupIntentId: string) =>
  requestJson(ZPaymentDoneResponse, 'POST', COMPLETE_TRIAL_SIGNUP_URL, { setupIntentId });
