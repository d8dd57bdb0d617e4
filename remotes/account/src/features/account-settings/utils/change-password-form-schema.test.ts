import { describe, expect, it } from 'vitest';

import {
  toChangePasswordRequest,
  ZChangePasswordForm,
  type TChangePasswordFormValues,
} from './change-password-form-schema';

const VALID: TChangePasswordFormValues = {
  currentPassword: 'old-secret',
  newPassword: 'new-secret',
  confirmNewPassword: 'new-secret',
};

/** Each field's first message, as the form shows them beside the fields. */
const messagesOf = (values: TChangePasswordFormValues) => {
  const result = ZChangePasswordForm.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

describe('ZChangePasswordForm', () => {
  it('gives the request the API expects, without the confirmation', () => {
    expect(toChangePasswordRequest(ZChangePasswordForm.parse(VALID))).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
  });

  it('names every empty field at once', () => {
    expect(messagesOf({ currentPassword: '', newPassword: '', confirmNewPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmNewPassword: 'Please confirm your new password',
    });
  });

  it('applies the sign-up length rules to the new password', () => {
    expect(messagesOf({ ...VALID, newPassword: '12345', confirmNewPassword: '12345' })).toEqual({
      newPassword: 'New password must be at least 6 characters',
    });
    const long = 'x'.repeat(257);
    expect(messagesOf({ ...VALID, newPassword: long, confirmNewPassword: long })).toEqual({
      newPassword: 'New password must be at most 256 characters',
    });
  });

  it('asks for a matching confirmation, also while the current password is missing', () => {
    expect(messagesOf({ ...VALID, confirmNewPassword: 'new-secreT' })).toEqual({
      confirmNewPassword: 'New passwords do not match',
    });
    expect(messagesOf({ ...VALID, currentPassword: '', confirmNewPassword: 'other' })).toEqual({
      currentPassword: 'Current password is required',
      confirmNewPassword: 'New passwords do not match',
    });
  });
});
