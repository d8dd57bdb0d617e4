import { TEST_USER } from '@manifest/api-client/testing/user-fixture';
import { describe, expect, it } from 'vitest';

import { accessUntilText } from './access-until';

describe('accessUntilText', () => {
  it('promises no charge during a trial, with its end date', () => {
    const user = {
      ...TEST_USER,
      subscription: {
        status: 'trialing',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: '2031-05-11T12:00:00.000Z',
      },
    };
    expect(accessUntilText(user)).toBe(
      'Your trial continues until May 11, 2031, and you will not be charged.',
    );
  });

  it('keeps a paying member until the end of the month they paid for', () => {
    const user = {
      ...TEST_USER,
      hasPaid: true,
      isTrialActive: false,
      subscription: {
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: '2031-06-11T12:00:00.000Z',
      },
    };
    expect(accessUntilText(user)).toBe(
      'You keep full access until June 11, 2031. You will not be charged again.',
    );
  });
});
