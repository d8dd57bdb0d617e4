import { describe, expect, it } from 'vitest';

import { validateModalSignUp } from './validate-modal-sign-up';

const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateModalSignUp', () => {
  it('asks to wait while the payment system loads, before anything else', () => {
    expect(validateModalSignUp({ ...filled, confirmPassword: 'other' }, false)).toEqual({
      title: 'Payment system loading',
      description: 'Please wait a moment and try again.',
    });
  });

  it('then checks that the passwords match, then their length', () => {
    expect(
      validateModalSignUp({ ...filled, password: 'abc', confirmPassword: 'abd' }, true),
    ).toEqual({
      title: 'Password mismatch',
      description: 'Please ensure your passwords match.',
    });
    expect(
      validateModalSignUp({ ...filled, password: 'abc', confirmPassword: 'abc' }, true),
    ).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
    });
    expect(validateModalSignUp(filled, true)).toBeNull();
  });
});
