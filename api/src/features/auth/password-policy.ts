import {
  checkPasswordStrength,
  weakPasswordMessage,
  type TPersonalDetails,
} from '@manifest/password-strength/password-strength';
import { HttpError } from '../../lib/http-error';
import type { UserRow } from './user-view';

/** Where a new password arrives: the field the 400 names and the label its message starts with. */
export type NewPasswordField =
  | { field: 'password'; label: 'Password' }
  | {
      field: 'newPassword';
      label: 'New password';
    };

export const PASSWORD_FIELD: NewPasswordField = { field: 'password', label: 'Password' };
export const NEW_PASSWORD_FIELD: NewPasswordField = { field: 'newPassword', label: 'New password' };

/**
 * Refuses a new password that is easy to guess for this person (a common
 * password, a word, their own name, ...) with a 400 naming the field and why.
 * It runs after the contract's own rules (required, at least 6 characters), and
 * after the limits of the call, because the estimate costs some CPU.
 */
export async function assertHardToGuess(
  password: string,
  person: TPersonalDetails,
  { field, label }: NewPasswordField,
): Promise<void> {
  const message = weakPasswordMessage(label, await checkPasswordStrength(password, person));
  if (message) throw new HttpError(400, message, { field });
}

/** The details of an account a password must not be built from. */
export const personOf = (row: Pick<UserRow, 'first_name' | 'last_name' | 'email'>) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
});
