import { describe, expect, it } from 'vitest';
import { ZAuthResponse, ZErrorResponse, ZSigninRequest, ZSignupRequest, ZUser } from './auth';

const VALID_SIGNUP = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
};

const firstIssue = (result: { success: boolean; error?: { issues: unknown[] } }) => {
  const issue = result.error?.issues[0] as { message: string; path: PropertyKey[] } | undefined;
  return { message: issue?.message, field: issue?.path.join('.') };
};

describe('ZSignupRequest', () => {
  it('accepts the sign-up page request and trims names and email', () => {
    const parsed = ZSignupRequest.parse({
      ...VALID_SIGNUP,
      firstName: '  Ada ',
      email: ' ada@example.com ',
    });
    expect(parsed).toEqual(VALID_SIGNUP);
  });

  it('accepts the extra fields of the sign-up modal and a time zone', () => {
    const parsed = ZSignupRequest.parse({
      ...VALID_SIGNUP,
      confirmPassword: 'secret1',
      paymentMethodId: 'pm_123',
      startTrial: true,
      timeZone: 'Europe/Berlin',
    });
    expect(parsed.startTrial).toBe(true);
    expect(parsed.timeZone).toBe('Europe/Berlin');
  });

  it.each([
    ['firstName', { firstName: undefined }, 'First Name is required'],
    ['firstName', { firstName: '   ' }, 'First Name is required'],
    ['firstName', { firstName: 42 }, 'First Name must be text'],
    ['lastName', { lastName: '' }, 'Last Name is required'],
    ['email', { email: '' }, 'Email Address is required'],
    ['email', { email: 'not-an-email' }, 'Email Address must be a valid email'],
    ['password', { password: undefined }, 'Password is required'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['password', { password: 'x'.repeat(257) }, 'Password must be at most 256 characters'],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }, 'Time zone must be a valid IANA time zone'],
  ])('rejects a bad %s with a message naming it', (field, patch, message) => {
    const result = ZSignupRequest.safeParse({ ...VALID_SIGNUP, ...patch });
    expect(firstIssue(result)).toEqual({ message, field });
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(ZSignupRequest.safeParse({ ...VALID_SIGNUP, password: '123456' }).success).toBe(true);
  });

  it('rejects a body that is not an object', () => {
    const result = ZSignupRequest.safeParse('hello');
    expect(firstIssue(result)).toEqual({
      message: 'Request body must be a JSON object',
      field: '',
    });
  });
});

describe('ZSigninRequest', () => {
  it('accepts email and password', () => {
    expect(ZSigninRequest.parse({ email: 'ada@example.com ', password: 'pw' })).toEqual({
      email: 'ada@example.com',
      password: 'pw',
    });
  });

  it.each([
    ['email', { password: 'pw' }, 'Email Address is required'],
    ['password', { email: 'ada@example.com', password: '' }, 'Password is required'],
  ])('rejects a missing %s', (field, body, message) => {
    expect(firstIssue(ZSigninRequest.safeParse(body))).toEqual({ message, field });
  });
});

describe('ZUser and ZAuthResponse', () => {
  const user = {
    id: '4f7c1a9e-0000-4000-8000-000000000000',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    hasPaid: false,
    isTrialActive: true,
    trialEndDate: '2030-01-08T10:00:00.000Z',
    isAdmin: false,
  };

  it('accepts a user with a trial end date or none', () => {
    expect(ZUser.parse(user)).toEqual(user);
    expect(ZUser.parse({ ...user, trialEndDate: null }).trialEndDate).toBeNull();
  });

  it('rejects a user whose trial end date is not an ISO date-time', () => {
    expect(ZUser.safeParse({ ...user, trialEndDate: 'next week' }).success).toBe(false);
  });

  it('requires a token next to the user', () => {
    expect(ZAuthResponse.safeParse({ token: '', user }).success).toBe(false);
    expect(ZAuthResponse.parse({ token: 'abc', user }).token).toBe('abc');
  });
});

describe('ZErrorResponse', () => {
  it('has a message and optionally the field it is about', () => {
    expect(ZErrorResponse.parse({ message: 'Not found' })).toEqual({ message: 'Not found' });
    expect(ZErrorResponse.parse({ message: 'x', field: 'email' }).field).toBe('email');
    expect(ZErrorResponse.safeParse({ error: 'x' }).success).toBe(false);
  });
});
