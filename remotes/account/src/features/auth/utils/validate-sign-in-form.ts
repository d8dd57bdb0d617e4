import type { TSignInFormValues } from '@manifest/contracts/auth';

import type { TFormProblem } from '../../../utils/form-problem';

export function validateSignInForm(
  values: Pick<TSignInFormValues, 'email' | 'password'>,
): TFormProblem | null {
  if (values.email.trim() === '' || values.password === '') {
    return { title: 'Missing Information', description: 'Please enter both email and password' };
  }
  return null;
}
