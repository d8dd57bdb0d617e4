import type { TUser } from '@manifest/contracts/auth';

export const TEST_USER: TUser = {
  id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  hasPaid: false,
  hasLifetimeAccess: false,
  isTrialActive: true,
  trialEndDate: '2030-01-08T00:00:00.000Z',
  isAdmin: false,
  isEmailVerified: false,
  hasPassword: true,
  subscription: null,
  timeZone: null,
};
