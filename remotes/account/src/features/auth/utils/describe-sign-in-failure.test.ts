import { ApiError } from '@manifest/api-client/request';
import { describe, expect, it } from 'vitest';

import { describeSignInFailure } from './describe-sign-in-failure';

describe('describeSignInFailure', () => {
  it("shows the server's message when the server refuses", () => {
    const error = new ApiError(
      429,
      'Too Many Requests',
      JSON.stringify({ message: 'Too many sign-in attempts. Try again in 15 minutes.' }),
    );
    expect(describeSignInFailure(error)).toEqual({
      title: 'Sign In Failed',
      description: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
  });

  it('falls back to the default when the refusal carries no message', () => {
    expect(describeSignInFailure(new ApiError(401, 'Unauthorized', ''))).toEqual({
      title: 'Sign In Failed',
      description: 'Invalid email or password',
    });
  });

  it('reports a connection problem for anything thrown', () => {
    expect(describeSignInFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Connection Error',
      description: 'Unable to connect to server. Please try again.',
    });
  });
});
