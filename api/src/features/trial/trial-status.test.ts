import { describe, expect, it } from 'vitest';
import { trialStatusOf } from './trial-status';

describe('trialStatusOf', () => {
  it('is not expired while the trial runs', () => {
    expect(trialStatusOf({ hasPaid: false, isTrialActive: true })).toEqual({
      trialExpired: false,
      paymentSuccessful: false,
    });
  });
  it('is expired once the trial is over and nothing was paid', () => {
    expect(trialStatusOf({ hasPaid: false, isTrialActive: false })).toEqual({
      trialExpired: true,
      paymentSuccessful: false,
    });
  });
  it('is never expired after payment', () => {
    expect(trialStatusOf({ hasPaid: true, isTrialActive: false })).toEqual({
      trialExpired: false,
      paymentSuccessful: true,
    });
  });
});
