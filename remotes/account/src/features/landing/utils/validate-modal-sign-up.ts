import { PASSWORD_MIN_LENGTH, type TSignUpFormValues } from '@manifest/contracts/auth';

import type { TFormProblem } from '../../../utils/form-problem';

/**
 * The landing modal's checks in the spec's order (spec 000 section 5), after the
 * browser's own (all five fields required, the email typed as email): the payment
 * system first, then the passwords. Its texts differ from the sign-up page's.
 */
export function validateModalSignUp(
  values: TSignUpFormValues,
  isPaymentSystemReady: boolean,
): TFormProblem | null {
  if (!isPaymentSystemReady) {
    return { title: 'Payment system loading', description: 'Please wait a moment and try again.' };
  }
  if (values.password !== values.confirmPassword) {
    return { title: 'Password mismatch', description: 'Please ensure your passwords match.' };
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    return {
      title: 'Password too short',
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    };
  }
  return null;
}
