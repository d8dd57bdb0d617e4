import { PASSWORD_MIN_LENGTH, type TSignUpFormValues } from '@manifest/contracts/auth';

import type { TFormProblem } from '../../../utils/form-problem';
import { MISSING_TRIAL_INFO } from '../../payments/utils/payment-texts';

/**
 * The info step: the three fields and the password are required. (The password is not
 * among the spec's fields: the trial needs an account, and the account a password.)
 */
export function validatePremiumTrialInfo(
  info: Omit<TSignUpFormValues, 'confirmPassword'>,
): TFormProblem | null {
  const missing =
    [info.firstName, info.lastName, info.email].some((value) => value.trim() === '') ||
    info.password === '';
  if (missing) return MISSING_TRIAL_INFO;
  if (info.password.length < PASSWORD_MIN_LENGTH) {
    return {
      title: 'Password Too Short',
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    };
  }
  return null;
}
