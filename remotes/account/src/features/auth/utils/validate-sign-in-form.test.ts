import { describe, expect, it } from 'vitest';
import { validateSignInForm } from './validate-sign-in-form';

const MISSING = {
  title: 'Missing Information',
  description: 'Please enter both email and password',
};

describe('validateSignInForm', () => {
  it('accepts an email and a password', () => {
    expect(validateSignInForm({ email: 'ada@example.com', password: 'x' })).toBe(null);
  });

  it('asks for both when the email is empty or only spaces', () => {
    expect(validateSignInForm({ email: '', password: 'secret1' })).toEqual(MISSING);
    expect(validateSignInForm({ email: '  ', password: 'secret1' })).toEqual(MISSING);
  });

  it('asks for both when the password is empty', () => {
    expect(validateSignInForm({ email: 'ada@example.com', password: '' })).toEqual(MISSING);
  });
});
