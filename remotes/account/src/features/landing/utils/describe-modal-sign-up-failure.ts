import { ApiError, serverMessage } from '@manifest/api-client/request';

import type { TFormProblem } from '../../../utils/form-problem';
import { describeCardStepFailure } from '../../payments/utils/describe-payment-failure';

/**
 * Spec 000 section 8, modal sign-up: a card the provider refuses is 'Payment Setup
 * Failed' with its words; any other failure is 'Signup Failed' with the server's
 * message, else 'Account creation failed', else the generic advice.
 */
export function describeModalSignUpFailure(error: unknown): TFormProblem {
  const fallbackText =
    serverMessage(error) ??
    (error instanceof ApiError ? 'Account creation failed' : undefined) ??
    'Please check your information and try again.';
  return describeCardStepFailure(error, { title: 'Signup Failed', description: fallbackText });
}
