import { ZSignupRequest } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';

import { toSignUpRequest } from './to-sign-up-request';

const VALUES = {
  firstName: '  Ada ',
  lastName: 'Lovelace ',
  email: ' ada@example.com',
  password: ' secret1 ',
  confirmPassword: ' secret1 ',
};

describe('toSignUpRequest', () => {
  it('sends the four fields and the time zone, never the confirmation', () => {
    expect(toSignUpRequest(VALUES, 'Europe/London')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: ' secret1 ',
      timeZone: 'Europe/London',
    });
  });

  it('leaves the time zone out when the browser cannot tell it', () => {
    const request = toSignUpRequest(VALUES, undefined);
    expect(Object.keys(request).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  it('builds a body the API contract accepts', () => {
    expect(ZSignupRequest.safeParse(toSignUpRequest(VALUES, 'America/New_York')).success).toBe(
      true,
    );
  });
});
