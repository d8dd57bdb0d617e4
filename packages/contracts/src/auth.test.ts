import { describe, expect, it } from 'vitest';
import {
  ZAuthResponse,
  ZChangePasswordRequest,
  ZDeviceId,
  ZErrorResponse,
  ZSigninRequest,
  ZSignupRequest,
  ZUser,
  normalizeEmail,
} from './auth';

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

const DEVICE_ID = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('makes the three case forms of a digraph one letter', () => {
    const forms = ['\u01C4', '\u01C5', '\u01C6'].map((dz) => normalizeEmail(`${dz}ef@x.org`));
    expect(new Set(forms)).toEqual(new Set(['\u01C6ef@x.org']));
  });

  it('reads the Kelvin sign as the letter K', () => {
    expect(normalizeEmail('\u212Aate@example.com')).toBe('kate@example.com');
  });

  it('composes decomposed letters (NFC) on both sides of lower-casing', () => {
    expect(normalizeEmail('A\u030Asa@example.com')).toBe('\u00E5sa@example.com');
    expect(normalizeEmail('\u00C5sa@example.com')).toBe('\u00E5sa@example.com');
  });

  it("keeps 'ß' and 'ss' apart: lower-casing, not case folding", () => {
    expect(normalizeEmail('STRASSE@example.com')).toBe('strasse@example.com');
    expect(normalizeEmail('Stra\u00DFe@example.com')).toBe('stra\u00DFe@example.com');
  });

  it("turns the Turkish 'İ' into i with a dot above, never a plain i", () => {
    expect(normalizeEmail('\u0130lkay@example.com')).toBe('i\u0307lkay@example.com');
    expect(normalizeEmail('\u0130lkay@example.com')).not.toBe(normalizeEmail('ilkay@example.com'));
  });

  it('is idempotent', () => {
    for (const email of ['\u01C5ef@X.org', '\u0130lkay@example.com', 'A\u030A@x.org']) {
      expect(normalizeEmail(normalizeEmail(email))).toBe(normalizeEmail(email));
    }
  });
});

describe('ZSignupRequest', () => {
  it('accepts the sign-up page request, trims names and email, and adds the normalised email', () => {
    const parsed = ZSignupRequest.parse({
      ...VALID_SIGNUP,
      firstName: '  Ada ',
      email: ' Ada@Example.com ',
    });
    expect(parsed).toEqual({
      ...VALID_SIGNUP,
      email: 'Ada@Example.com',
      emailNormalized: 'ada@example.com',
    });
  });

  it('accepts internationalised addresses', () => {
    for (const email of ['\u01C5ef@example.com', 'j\u00F6rg@b\u00FCcher.de', 'A\u030Asa@x.org']) {
      expect(ZSignupRequest.safeParse({ ...VALID_SIGNUP, email }).success).toBe(true);
    }
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
  it('accepts email and password, and adds the normalised email', () => {
    expect(ZSigninRequest.parse({ email: 'Ada@example.com ', password: 'pw' })).toEqual({
      email: 'Ada@example.com',
      emailNormalized: 'ada@example.com',
      password: 'pw',
    });
  });

  it('accepts the device id the API issued', () => {
    const parsed = ZSigninRequest.parse({
      email: 'ada@example.com',
      password: 'pw',
      deviceId: DEVICE_ID,
    });
    expect(parsed.deviceId).toBe(DEVICE_ID);
  });

  it.each([
    ['email', { password: 'pw' }, 'Email Address is required'],
    ['email', { email: 'ada@', password: 'pw' }, 'Email Address must be a valid email'],
    ['email', { email: 'not-an-email', password: 'pw' }, 'Email Address must be a valid email'],
    ['password', { email: 'ada@example.com', password: '' }, 'Password is required'],
    [
      'deviceId',
      { email: 'ada@example.com', password: 'pw', deviceId: 'x' },
      'Device id is not valid',
    ],
  ])('rejects a bad %s with the sign-up rule', (field, body, message) => {
    expect(firstIssue(ZSigninRequest.safeParse(body))).toEqual({ message, field });
  });
});

describe('ZDeviceId', () => {
  it('is 43 base64url characters', () => {
    expect(ZDeviceId.safeParse(DEVICE_ID).success).toBe(true);
    expect(ZDeviceId.safeParse(`${DEVICE_ID}=`).success).toBe(false);
    expect(ZDeviceId.safeParse(DEVICE_ID.slice(1)).success).toBe(false);
  });
});

describe('ZChangePasswordRequest', () => {
  it('accepts the current and a new password', () => {
    const body = { currentPassword: 'x', newPassword: 'secret2' };
    expect(ZChangePasswordRequest.parse(body)).toEqual(body);
  });

  it.each([
    ['currentPassword', { newPassword: 'secret2' }, 'Current password is required'],
    [
      'currentPassword',
      { currentPassword: '', newPassword: 'secret2' },
      'Current password is required',
    ],
    ['newPassword', { currentPassword: 'x' }, 'New password is required'],
    [
      'newPassword',
      { currentPassword: 'x', newPassword: '12345' },
      'New password must be at least 6 characters',
    ],
    [
      'newPassword',
      { currentPassword: 'x', newPassword: 'x'.repeat(257) },
      'New password must be at most 256 characters',
    ],
  ])('rejects a bad %s with the sign-up password rules', (field, body, message) => {
    expect(firstIssue(ZChangePasswordRequest.safeParse(body))).toEqual({ message, field });
  });
});

describe('ZUser and ZAuthResponse', () => {
  const user = {
    id: '4f7c1a9e-0000-4000-8000-000000000000',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    hasPaid: false,
    hasLifetimeAccess: false,
    isTrialActive: true,
    trialEndDate: '2030-01-08T10:00:00.000Z',
    isAdmin: false,
    isEmailVerified: false,
    hasPassword: true,
    subscription: null,
    timeZone: 'Europe/Paris',
  };

  it('accepts a user with a trial end date or none', () => {
    expect(ZUser.parse(user)).toEqual(user);
    expect(ZUser.parse({ ...user, trialEndDate: null }).trialEndDate).toBeNull();
  });

  it('reads a user stored before hasLifetimeAccess existed as without it', () => {
    const { hasLifetimeAccess: _dropped, ...stored } = user;
    expect(ZUser.parse(stored).hasLifetimeAccess).toBe(false);
  });

  it('reads a user stored before timeZone existed as having none yet', () => {
    const { timeZone: _dropped, ...stored } = user;
    expect(ZUser.parse(stored).timeZone).toBeNull();
  });

  it('reads a user stored before isEmailVerified existed as unverified', () => {
    const { isEmailVerified: _dropped, ...stored } = user;
    expect(ZUser.parse(stored).isEmailVerified).toBe(false);
    expect(ZUser.parse({ ...user, isEmailVerified: true }).isEmailVerified).toBe(true);
    expect(ZUser.safeParse({ ...user, isEmailVerified: 'yes' }).success).toBe(false);
  });

  it('reads a user stored before hasPassword existed as having one, so nobody is signed out', () => {
    const { hasPassword: _added, ...stored } = user;
    expect(ZUser.parse(stored).hasPassword).toBe(true);
    expect(ZUser.parse({ ...user, hasPassword: false }).hasPassword).toBe(false);
  });

  it('rejects a user whose trial end date is not an ISO date-time', () => {
    expect(ZUser.safeParse({ ...user, trialEndDate: 'next week' }).success).toBe(false);
  });

  it('requires a token and a device id next to the user', () => {
    expect(ZAuthResponse.safeParse({ token: '', user, deviceId: DEVICE_ID }).success).toBe(false);
    expect(ZAuthResponse.safeParse({ token: 'abc', user }).success).toBe(false);
    expect(ZAuthResponse.parse({ token: 'abc', user, deviceId: DEVICE_ID }).token).toBe('abc');
  });
});

describe('ZErrorResponse', () => {
  it('has a message and optionally the field it is about', () => {
    expect(ZErrorResponse.parse({ message: 'Not found' })).toEqual({ message: 'Not found' });
    expect(ZErrorResponse.parse({ message: 'x', field: 'email' }).field).toBe('email');
    expect(ZErrorResponse.safeParse({ error: 'x' }).success).toBe(false);
  });
});
