import { describe, expect, it } from 'vitest';

import {
  daysLeftText,
  formatTrialEnd,
  trialBannerFor,
  trialDaysLeft,
  trialReactionFor,
} from './trial-rules';

const NOW = new Date('2026-03-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();
const onTrial = (hours: number) => ({ hasPaid: false, trialEndDate: inHours(hours) });
const RUNNING = { trialExpired: false, paymentSuccessful: false };
const EXPIRED = { trialExpired: true, paymentSuccessful: false };
const PAID = { trialExpired: false, paymentSuccessful: true };

describe('trialDaysLeft (spec 000 section 2: ceiling, minimum 0)', () => {
  it('rounds any part of a day up', () => {
    expect(trialDaysLeft(inHours(7 * 24), NOW)).toBe(7);
    expect(trialDaysLeft(inHours(6 * 24 + 1), NOW)).toBe(7);
    expect(trialDaysLeft(inHours(1), NOW)).toBe(1);
    expect(trialDaysLeft(inHours(0.001), NOW)).toBe(1);
  });

  it('is 0 at the end and after it, never negative', () => {
    expect(trialDaysLeft(inHours(0), NOW)).toBe(0);
    expect(trialDaysLeft(inHours(-50), NOW)).toBe(0);
  });
});

describe('trialBannerFor', () => {
  it('is blue with the days left and the end date while the trial runs', () => {
    expect(trialBannerFor(onTrial(7 * 24), RUNNING, NOW)).toEqual({
      kind: 'active',
      daysLeft: 7,
      endsAt: new Date(inHours(7 * 24)),
      after: 'access-ends',
    });
    expect(trialBannerFor(onTrial(30), undefined, NOW)).toMatchObject({ daysLeft: 2 });
  });

  it('says the monthly plan follows a card trial, and nothing once it is cancelled', () => {
    const withCard = (cancelAtPeriodEnd: boolean) => ({
      ...onTrial(72),
      subscription: { status: 'trialing', cancelAtPeriodEnd },
    });
    expect(trialBannerFor(withCard(false), RUNNING, NOW)).toMatchObject({
      daysLeft: 3,
      after: 'plan-starts',
    });
    expect(trialBannerFor(withCard(true), RUNNING, NOW)).toMatchObject({
      daysLeft: 3,
      after: 'not-charged',
    });
  });

  it('is red at 0 days left, or when the server says the trial expired', () => {
    expect(trialBannerFor(onTrial(-1), RUNNING, NOW)).toEqual({ kind: 'expired' });
    expect(trialBannerFor(onTrial(48), EXPIRED, NOW)).toEqual({ kind: 'expired' });
  });

  it('is hidden once paid, with no trial, or signed out', () => {
    expect(trialBannerFor({ hasPaid: true, trialEndDate: inHours(-1) }, PAID, NOW)).toEqual({
      kind: 'hidden',
    });
    expect(trialBannerFor(onTrial(-1), PAID, NOW)).toEqual({ kind: 'hidden' });
    expect(trialBannerFor({ hasPaid: false, trialEndDate: null }, RUNNING, NOW)).toEqual({
      kind: 'hidden',
    });
    expect(trialBannerFor(null, undefined, NOW)).toEqual({ kind: 'hidden' });
  });
});

describe('trialReactionFor (spec 000 section 4)', () => {
  it('sends an expired, unpaid trial to payment, except from the payment page itself', () => {
    expect(trialReactionFor(EXPIRED, { hasPaid: false }, '/dashboard')).toBe('expired');
    expect(trialReactionFor(EXPIRED, { hasPaid: false }, '/payment-required')).toBe('none');
  });

  it('welcomes a payment the user record does not know yet, once', () => {
    expect(trialReactionFor(PAID, { hasPaid: false }, '/payment-required')).toBe('paid');
    expect(trialReactionFor(PAID, { hasPaid: true }, '/dashboard')).toBe('none');
  });

  it('does nothing while the trial runs', () => {
    expect(trialReactionFor(RUNNING, { hasPaid: false }, '/dashboard')).toBe('none');
  });
});

describe('texts', () => {
  it('names the end date in full and the days with the right plural', () => {
    expect(formatTrialEnd(new Date('2026-03-08T12:00:00Z'))).toBe('March 8, 2026');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(7)).toBe('7 days left');
  });
});
