import { ZResetPasswordRequest } from '@manifest/contracts/password-reset';
import { z } from 'zod';

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

/** The API's password rules, and the confirmation only the browser sees. */
export const ZResetPasswordForm = z
  .object({
    password: ZResetPasswordRequest.shape.password,
    confirmPassword: z.string().min(1, { error: 'Please confirm your new password' }),
  })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    error: PASSWORDS_DIFFER_MESSAGE,
  });
export type TResetPasswordFormValues = z.input<typeof ZResetPasswordForm>;
