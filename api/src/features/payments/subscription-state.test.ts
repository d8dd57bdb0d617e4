import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { subscriptionFields } from './subscription-state';

const TRIAL_END = Date.parse('2030-03-08T12:00:00Z') / 1000;
const subscription = (overrides: Partial<Stripe.Subscription>): Stripe.Subscription =>
  ({
    id: 'sub_1',
    status: 'trialing',
    cancel_at_period_end: false,
    trial_end: TRIAL_END,
    items: { data: [{ current_period_end: TRIAL_END }] },
    ...overrides,
  }) as unknown as Stripe.Subscription;

describe('subscriptionFields', () => {
  it('keeps the trial running to the trial end while trialing', () => {
    expect(subscriptionFields(subscription({}))).toEqual({
      subscriptionId: 'sub_1',
      status: 'trialing',
      cancelAtPeriodEnd: false,
      periodEnd: new Date(TRIAL_END * 1000),
      trialEnd: new Date(TRIAL_END * 1000),
      paysForAccess: false,
      trialIsOver: false,
    });
  });

  it('pays for access only when active; past due or canceled ends the trial without access', () => {
    expect(subscriptionFields(subscription({ status: 'active' }))).toMatchObject({
      paysForAccess: true,
      trialIsOver: true,
      trialEnd: null,
    });
    for (const status of ['past_due', 'canceled', 'unpaid'] as const) {
      expect(subscriptionFields(subscription({ status }))).toMatchObject({
        paysForAccess: false,
        trialIsOver: true,
      });
    }
  });
});
