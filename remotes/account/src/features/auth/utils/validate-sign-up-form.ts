import { PASSWORD_MIN_LENGTH, type TSignUpFormValues } from '@manifest/contracts/auth';

import type { TFormProblem } from '../../../utils/form-problem';

/**
 * The sign-up page's checks in the spec's order (spec 000 section 5): the first
 * failing check wins, so a user fixes one thing at a time.
 */
export function validateSignUpForm(values: TSignUpFormValues): TFormProblem | null {
  const hasEmptyField =
    [values.firstName, values.lastName, values.email].some((text) => text.trim() === '') ||
    values.password === '' ||
    values.confirmPassword === '';
  if (hasEmptyField) {
    return { title: 'Missing Information', description: 'Please fill in all fields' };
  }
  if (values.password !== values.confirmPassword) {
    return { title: 'Password Mismatch', description: 'Passwords do not match' };
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    return {
      title: 'Password Too Short',
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    };
  }
  return null;
}
