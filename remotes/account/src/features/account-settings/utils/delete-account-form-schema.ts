import {
  DELETE_CONFIRMATION_MISMATCH,
  type TDeleteAccountRequest,
} from '@manifest/contracts/account-data';
import { enteredPasswordRule, normalizeEmail, type TUser } from '@manifest/contracts/auth';
import { z } from 'zod';

type TAccount = Pick<TUser, 'email' | 'hasPassword'>;

/** The typed email is the account's, in the form accounts are compared in. */
export const isAccountEmail = (typed: string, account: Pick<TUser, 'email'>): boolean =>
  normalizeEmail(typed) === normalizeEmail(account.email);

/**
 * The deletion form of this account: its email typed, and its password when it has
 * one (an account without one is confirmed by a recent sign-in, on the server).
 */
export const deleteAccountFormSchema = (account: TAccount) =>
  z.object({
    confirmEmail: z
      .string()
      .refine((typed) => isAccountEmail(typed, account), { error: DELETE_CONFIRMATION_MISMATCH }),
    password: account.hasPassword ? enteredPasswordRule('Password') : z.string(),
  });
export type TDeleteAccountFormValues = z.input<ReturnType<typeof deleteAccountFormSchema>>;

export const EMPTY_DELETE_ACCOUNT_FORM: TDeleteAccountFormValues = {
  confirmEmail: '',
  password: '',
};

/** What the API is sent: the password only when the account has one. */
export const toDeleteAccountRequest = (
  values: TDeleteAccountFormValues,
  account: TAccount,
): TDeleteAccountRequest => ({
  confirmEmail: values.confirmEmail,
  ...(account.hasPassword ? { password: values.password } : {}),
});
