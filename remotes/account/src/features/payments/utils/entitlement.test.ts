import { TEST_USER } from '@manifest/api-client/testing/user-fixture';
import { describe, expect, it } from 'vitest';

import { entitlementOf } from './entitlement';

const withSubscription = (status: string, cancelAtPeriodEnd = false) => ({
  ...TEST_USER,
  subscription: { status, cancelAtPeriodEnd, currentPeriodEnd: '2031-05-11T12:00:00.000Z' },
});

describe('entitlementOf', () => {
  it('puts lifetime access first, whatever subscription is recorded', () => {
    expect(entitlementOf({ ...withSubscription('canceled'), hasLifetimeAccess: true })).toBe(
      'lifetime',
    );
  });

  it('tells a subscription that may charge from one that ends or has ended', () => {
    expect(entitlementOf(withSubscription('trialing'))).toBe('live-subscription');
    expect(entitlementOf(withSubscription('past_due'))).toBe('live-subscription');
    expect(entitlementOf(withSubscription('active', true))).toBe('ending');
    expect(entitlementOf(withSubscription('canceled'))).toBe('ended');
    expect(entitlementOf(TEST_USER)).toBe('none');
  });
});
