import { ZChangePasswordRequest, type TChangePasswordRequest } from '@manifest/contracts/auth';

export type TChangePasswordFormValues = {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};
export type TChangePasswordField = keyof TChangePasswordFormValues;
export type TChangePasswordErrors = Partial<Record<TChangePasswordField, string>>;

/** The fields in the order they are shown: the first one with a problem gets the focus. */
export const CHANGE_PASSWORD_FIELDS: readonly TChangePasswordField[] = [
  'currentPassword',
  'newPassword',
  'confirmNewPassword',
];

export const NEW_PASSWORD_MISSING_MESSAGE = 'New password is required';
export const CONFIRM_MISSING_MESSAGE = 'Please confirm your new password';
export const CONFIRM_MISMATCH_MESSAGE = 'New passwords do not match';

export type TChangePasswordValidation =
  | { request: TChangePasswordRequest; errors: null }
  | { request: null; errors: TChangePasswordErrors };

const isRequestField = (field: unknown): field is 'currentPassword' | 'newPassword' =>
  field === 'currentPassword' || field === 'newPassword';

/**
 * Every problem of the form at once, one per field: the API's own contract
 * (the sign-up password rules), plus the confirmation only the browser sees.
 */
export function validateChangePasswordForm(
  values: TChangePasswordFormValues,
): TChangePasswordValidation {
  const errors: TChangePasswordErrors = {};
  const parsed = ZChangePasswordRequest.safeParse({
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isRequestField(field)) errors[field] ??= issue.message;
    }
  }
  // The contract reads '' as too short; to a person an empty field is a missing one.
  if (values.newPassword === '') errors.newPassword = NEW_PASSWORD_MISSING_MESSAGE;
  if (values.confirmNewPassword === '') errors.confirmNewPassword = CONFIRM_MISSING_MESSAGE;
  else if (values.confirmNewPassword !== values.newPassword) {
    errors.confirmNewPassword = CONFIRM_MISMATCH_MESSAGE;
  }
  if (parsed.success && Object.keys(errors).length === 0) {
    return { request: parsed.data, errors: null };
  }
  return { request: null, errors };
}

/** The first field, in form order, that has a problem. */
export function firstFieldWithError(errors: TChangePasswordErrors): TChangePasswordField | null {
  return CHANGE_PASSWORD_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
