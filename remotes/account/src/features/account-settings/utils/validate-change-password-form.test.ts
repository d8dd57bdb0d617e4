import { describe, expect, it } from 'vitest';

import {
  firstFieldWithError,
  validateChangePasswordForm,
  type TChangePasswordFormValues,
} from './validate-change-password-form';

const VALID: TChangePasswordFormValues = {
  currentPassword: 'old-secret',
  newPassword: 'new-secret',
  confirmNewPassword: 'new-secret',
};

describe('validateChangePasswordForm', () => {
  it('gives the request the API expects, without the confirmation', () => {
    expect(validateChangePasswordForm(VALID)).toEqual({
      request: { currentPassword: 'old-secret', newPassword: 'new-secret' },
      errors: null,
    });
  });

  it('names every empty field at once', () => {
    const result = validateChangePasswordForm({
      currentPassword: '',
      newPassword: '',
      confirmNewPassword: '',
    });
    expect(result.errors).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmNewPassword: 'Please confirm your new password',
    });
  });

  it('applies the sign-up length rules to the new password', () => {
    const short = validateChangePasswordForm({
      ...VALID,
      newPassword: '12345',
      confirmNewPassword: '12345',
    });
    expect(short.errors).toEqual({ newPassword: 'New password must be at least 6 characters' });
    const long = 'x'.repeat(257);
    expect(
      validateChangePasswordForm({ ...VALID, newPassword: long, confirmNewPassword: long }).errors,
    ).toEqual({ newPassword: 'New password must be at most 256 characters' });
  });

  it('asks for a matching confirmation', () => {
    expect(
      validateChangePasswordForm({ ...VALID, confirmNewPassword: 'new-secreT' }).errors,
    ).toEqual({ confirmNewPassword: 'New passwords do not match' });
  });
});

describe('firstFieldWithError', () => {
  it('follows the order of the form', () => {
    expect(firstFieldWithError({ confirmNewPassword: 'x', newPassword: 'y' })).toBe('newPassword');
    expect(firstFieldWithError({})).toBeNull();
  });
});
