import { DELETE_CONFIRMATION_MISMATCH } from '@manifest/contracts/account-data';
import { describe, expect, it } from 'vitest';

import {
  deleteAccountFormSchema,
  isAccountEmail,
  toDeleteAccountRequest,
} from './delete-account-form-schema';

const WITH_PASSWORD = { email: 'Ada@Example.com', hasPassword: true };
const WITHOUT_PASSWORD = { email: 'ada@example.com', hasPassword: false };

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('isAccountEmail', () => {
  it('compares the typed email with the account in their normalised forms', () => {
    expect(isAccountEmail(' ADA@example.com ', WITH_PASSWORD)).toBe(true);
    expect(isAccountEmail('ada@example.org', WITH_PASSWORD)).toBe(false);
  });
});

describe('deleteAccountFormSchema', () => {
  it('asks an account with a password for it, beside the email', () => {
    const schema = deleteAccountFormSchema(WITH_PASSWORD);
    expect(messages(schema.safeParse({ confirmEmail: 'ada@example.com', password: '' }))).toEqual([
      'Password is required',
    ]);
    expect(schema.safeParse({ confirmEmail: 'ada@example.com', password: 'secret' }).success).toBe(
      true,
    );
  });

  it('names a typed email that is not the account’s', () => {
    const schema = deleteAccountFormSchema(WITH_PASSWORD);
    expect(messages(schema.safeParse({ confirmEmail: 'eve@example.com', password: 'x' }))).toEqual([
      DELETE_CONFIRMATION_MISMATCH,
    ]);
  });

  it('asks an account without a password for none', () => {
    const schema = deleteAccountFormSchema(WITHOUT_PASSWORD);
    expect(schema.safeParse({ confirmEmail: 'ada@example.com', password: '' }).success).toBe(true);
  });
});

describe('toDeleteAccountRequest', () => {
  const values = { confirmEmail: 'ada@example.com', password: 'secret' };

  it('sends the password of an account that has one, and none otherwise', () => {
    expect(toDeleteAccountRequest(values, WITH_PASSWORD)).toEqual(values);
    expect(toDeleteAccountRequest(values, WITHOUT_PASSWORD)).toEqual({
      confirmEmail: 'ada@example.com',
    });
  });
});
