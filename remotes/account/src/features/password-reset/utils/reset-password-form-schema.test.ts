import { describe, expect, it } from 'vitest';

import { PASSWORDS_DIFFER_MESSAGE, ZResetPasswordForm } from './reset-password-form-schema';

const messagesOf = (values: { password: string; confirmPassword: string }) => {
  const parsed = ZResetPasswordForm.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the reset password form', () => {
  it("keeps sign-up's rules and asks for the same password twice", () => {
    expect(messagesOf({ password: 'abc', confirmPassword: 'abc' })).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(messagesOf({ password: 'secret1', confirmPassword: 'secret2' })).toEqual([
      PASSWORDS_DIFFER_MESSAGE,
    ]);
    expect(messagesOf({ password: 'secret1', confirmPassword: 'secret1' })).toEqual([]);
  });
});
