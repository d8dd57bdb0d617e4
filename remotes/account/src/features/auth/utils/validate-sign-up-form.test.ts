import { describe, expect, it } from 'vitest';
import type { TSignUpFormValues } from '@manifest/contracts/auth';
import { validateSignUpForm } from './validate-sign-up-form';

const COMPLETE: TSignUpFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

const MISSING = { title: 'Missing Information', description: 'Please fill in all fields' };
const MISMATCH = { title: 'Password Mismatch', description: 'Passwords do not match' };
const TOO_SHORT = {
  title: 'Password Too Short',
  description: 'Password must be at least 6 characters',
};

describe('validateSignUpForm', () => {
  it('accepts a complete form with matching passwords of 6 characters', () => {
    expect(validateSignUpForm({ ...COMPLETE, password: 'abcdef', confirmPassword: 'abcdef' })).toBe(
      null,
    );
  });

  it.each(['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const)(
    'asks for all fields when %s is empty',
    (field) => {
      expect(validateSignUpForm({ ...COMPLETE, [field]: '' })).toEqual(MISSING);
    },
  );

  it('treats a name or email of only spaces as empty', () => {
    expect(validateSignUpForm({ ...COMPLETE, firstName: '   ' })).toEqual(MISSING);
    expect(validateSignUpForm({ ...COMPLETE, email: ' ' })).toEqual(MISSING);
  });

  it('reports missing fields before a password mismatch or a short password', () => {
    expect(
      validateSignUpForm({ ...COMPLETE, lastName: '', password: 'abc', confirmPassword: 'xyz' }),
    ).toEqual(MISSING);
  });

  it('reports a mismatch before a short password', () => {
    expect(validateSignUpForm({ ...COMPLETE, password: 'abc', confirmPassword: 'abd' })).toEqual(
      MISMATCH,
    );
  });

  it('reports a mismatch between long passwords', () => {
    expect(validateSignUpForm({ ...COMPLETE, confirmPassword: 'secret2' })).toEqual(MISMATCH);
  });

  it('rejects matching passwords under 6 characters', () => {
    expect(
      validateSignUpForm({ ...COMPLETE, password: 'abcde', confirmPassword: 'abcde' }),
    ).toEqual(TOO_SHORT);
  });
});
