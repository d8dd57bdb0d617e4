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

  it('reports a connection problem when the proxy answers 502, 503 or 504 with the API down', () => {
    const connectionError = {
      title: 'Connection Error',
      description: 'Unable to connect to server. Please try again.',
    };
    expect(describeSignInFailure(new ApiError(502, 'Bad Gateway', ''))).toEqual(connectionError);
    expect(
      describeSignInFailure(new ApiError(503, 'Service Unavailable', '<html>unavailable</html>')),
    ).toEqual(connectionError);
    expect(describeSignInFailure(new ApiError(504, 'Gateway Timeout', ''))).toEqual(
      connectionError,
    );
  });

  it("shows the server's message for a 5xx that carries one", () => {
    const error = new ApiError(
      503,
      'Service Unavailable',
      JSON.stringify({ message: 'Sign-in is paused for maintenance' }),
    );
    expect(describeSignInFailure(error)).toEqual({
      title: 'Sign In Failed',
      description: 'Sign-in is paused for maintenance',
    });
  });

  it('reports a connection problem for anything thrown', () => {
    expect(describeSignInFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Connection Error',
      description: 'Unable to connect to server. Please try again.',
    });
  });
});
