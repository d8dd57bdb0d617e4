import { describe, expect, it } from 'vitest';

import { validatePremiumTrialInfo } from './premium-trial-info';

const info = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: '' };

describe('validatePremiumTrialInfo', () => {
  it("says 'Missing Information' when a field is blank", () => {
    expect(validatePremiumTrialInfo({ ...info, password: 'secret1', lastName: ' ' })).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all fields',
    });
    expect(validatePremiumTrialInfo(info)).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all fields',
    });
  });

  it('asks the new account for a password of 6 characters', () => {
    expect(validatePremiumTrialInfo({ ...info, password: 'abc' })?.title).toBe(
      'Password Too Short',
    );
    expect(validatePremiumTrialInfo({ ...info, password: 'secret1' })).toBeNull();
  });
});
