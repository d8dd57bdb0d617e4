import type { TFormProblem } from '../../../utils/form-problem';

export type TSignInFormValues = {
  email: string;
  password: string;
};

export function validateSignInForm(values: TSignInFormValues): TFormProblem | null {
  if (values.email.trim() === '' || values.password === '') {
    return { title: 'Missing Information', description: 'Please enter both email and password' };
  }
  return null;
}
