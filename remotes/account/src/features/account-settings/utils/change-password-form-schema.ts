import { ZChangePasswordRequest, type TChangePasswordRequest } from '@manifest/contracts/auth';
import { z } from 'zod';

export const NEW_PASSWORD_MISSING_MESSAGE = 'New password is required';
export const CONFIRM_MISSING_MESSAGE = 'Please confirm your new password';
export const CONFIRM_MISMATCH_MESSAGE = 'New passwords do not match';

const { currentPassword, newPassword } = ZChangePasswordRequest.shape;

/**
 * The form: the API's own contract (the sign-up password rules) plus the
 * confirmation only the browser sees. To a person an empty field is a missing
 * one, so emptiness is named before the length rule.
 */
export const ZChangePasswordForm = z
  .object({
    currentPassword,
    newPassword: z.string().min(1, { error: NEW_PASSWORD_MISSING_MESSAGE }).pipe(newPassword),
    confirmNewPassword: z.string().min(1, { error: CONFIRM_MISSING_MESSAGE }),
  })
  .refine((form) => form.confirmNewPassword === form.newPassword, {
    path: ['confirmNewPassword'],
    error: CONFIRM_MISMATCH_MESSAGE,
    // Also while another field is wrong, so every problem shows at once.
    when: ({ value }) => {
      const form = value as Partial<Record<'newPassword' | 'confirmNewPassword', unknown>>;
      return typeof form.newPassword === 'string' && form.confirmNewPassword !== '';
    },
  });
export type TChangePasswordFormValues = z.input<typeof ZChangePasswordForm>;

export const EMPTY_CHANGE_PASSWORD_FORM: TChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};

/** What the API is sent: the form without the confirmation. */
export const toChangePasswordRequest = ({
  currentPassword: current,
  newPassword: next,
}: z.output<typeof ZChangePasswordForm>): TChangePasswordRequest => ({
  currentPassword: current,
  newPassword: next,
});
