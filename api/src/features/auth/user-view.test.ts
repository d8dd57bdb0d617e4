import { ZUser } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import {
  isAdmin,
  isAdminEmail,
  isTrialActive,
  toUserView,
  trialEndFrom,
  type UserRow,
} from './user-view';

const NOW = new Date('2030-01-01T12:00:00.000Z');

const row = (patch: Partial<UserRow> = {}): UserRow => ({
  id: '6a1c9a52-1111-4111-8111-111111111111',
  email: 'Ada@Example.com',
  email_normalized: 'ada@example.com',
  password_hash: '$argon2id$secret',
  google_sub: null,
  email_verified_at: null,
  role: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  has_paid: false,
  lifetime_access_at: null,
  trial_end_date: new Date('2030-01-08T12:00:00.000Z'),
  trial_started_at: null,
  time_zone: 'Europe/London',
  time_zone_changed_at: NOW,
  time_zone_is_chosen: false,
  stripe_customer_id: null,
  subscription_id: null,
  subscription_status: null,
  subscription_cancel_at_period_end: false,
  subscription_period_end: null,
  created_at: NOW,
  updated_at: NOW,
  ...patch,
});

describe('trialEndFrom', () => {
  it('adds the trial days to the sign-up time', () => {
    expect(trialEndFrom(NOW, 7).toISOString()).toBe('2030-01-08T12:00:00.000Z');
    expect(trialEndFrom(NOW, 0).toISOString()).toBe(NOW.toISOString());
  });
});

describe('isTrialActive', () => {
  it('is active before the end for someone who has not paid', () => {
    expect(isTrialActive({ hasPaid: false, trialEndDate: new Date(NOW.getTime() + 1) }, NOW)).toBe(
      true,
    );
  });

  it('is over at the end itself, after it, once paid, and without an end date', () => {
    expect(isTrialActive({ hasPaid: false, trialEndDate: NOW }, NOW)).toBe(false);
    expect(isTrialActive({ hasPaid: false, trialEndDate: new Date(NOW.getTime() - 1) }, NOW)).toBe(
      false,
    );
    expect(isTrialActive({ hasPaid: true, trialEndDate: new Date('2031-01-01') }, NOW)).toBe(false);
    expect(isTrialActive({ hasPaid: false, trialEndDate: null }, NOW)).toBe(false);
  });
});

describe('isAdminEmail', () => {
  it('matches the configured list without case', () => {
    expect(isAdminEmail('Boss@Example.COM', ['boss@example.com'])).toBe(true);
    expect(isAdminEmail('ada@example.com', ['boss@example.com'])).toBe(false);
    expect(isAdminEmail('ada@example.com', [])).toBe(false);
  });

  it('compares the normalised forms, so Unicode case variants match too', () => {
    expect(isAdminEmail('\u01C5ef@example.com', ['\u01C6ef@example.com'])).toBe(true);
    expect(isAdminEmail('\u212Aate@example.com', ['kate@example.com'])).toBe(true);
  });
});

describe('isAdmin', () => {
  const LISTED = ['ada@example.com'];
  const PROVEN = new Date('2029-12-31T09:00:00.000Z');

  it('is not an admin for a listed address nobody has proven', () => {
    expect(isAdmin(row(), LISTED)).toBe(false);
  });

  it('is an admin once the listed address is proven, whatever its case', () => {
    expect(isAdmin(row({ email_verified_at: PROVEN }), LISTED)).toBe(true);
    expect(isAdmin(row({ email_verified_at: PROVEN }), ['ADA@example.COM'])).toBe(true);
  });

  it('is never an admin for a proven address the list leaves out', () => {
    expect(isAdmin(row({ email_verified_at: PROVEN }), ['boss@example.com'])).toBe(false);
    expect(isAdmin(row({ email_verified_at: PROVEN }), [])).toBe(false);
  });

  it('is an admin by the granted role, listed or not, proven or not', () => {
    expect(isAdmin(row({ role: 'admin' }), [])).toBe(true);
    expect(isAdmin(row({ role: 'admin', email_verified_at: PROVEN }), LISTED)).toBe(true);
  });
});

describe('toUserView', () => {
  it('shows the fields of the contract and the zone the days follow, never the password hash', () => {
    const view = toUserView(row(), { now: NOW, adminEmails: [] });
    expect(view).toEqual({
      id: '6a1c9a52-1111-4111-8111-111111111111',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'Ada@Example.com',
      hasPaid: false,
      hasLifetimeAccess: false,
      isTrialActive: true,
      trialEndDate: '2030-01-08T12:00:00.000Z',
      isAdmin: false,
      isEmailVerified: false,
      hasPassword: true,
      subscription: null,
      // The settings page shows and changes it.
      timeZone: 'Europe/London',
    });
    expect(ZUser.parse(view)).toEqual(view);
  });

  it('says when the account has no password (Google made it, or proved its address)', () => {
    const view = toUserView(row({ password_hash: null }), { now: NOW, adminEmails: [] });
    expect(view.hasPassword).toBe(false);
  });

  it('marks proven addresses, admins and ended trials', () => {
    const provenAt = new Date('2029-12-31T09:00:00.000Z');
    const view = toUserView(
      row({ has_paid: true, trial_end_date: null, email_verified_at: provenAt }),
      {
        now: NOW,
        adminEmails: ['ada@example.com'],
      },
    );
    expect(view).toMatchObject({
      hasPaid: true,
      isTrialActive: false,
      trialEndDate: null,
      isAdmin: true,
      isEmailVerified: true,
    });
  });
});
