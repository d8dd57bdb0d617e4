import { ApiError, ApiResponseShapeError } from '@manifest/api-client/request';
import { describe, expect, it } from 'vitest';

import { describeSignUpFailure } from './describe-sign-up-failure';

describe('describeSignUpFailure', () => {
  it("shows the server's message when the server refuses", () => {
    const error = new ApiError(
      409,
      'Conflict',
      JSON.stringify({ message: 'An account with this email already exists' }),
    );
    expect(describeSignUpFailure(error)).toEqual({
      title: 'Signup Failed',
      description: 'An account with this email already exists',
    });
  });

  it('falls back to the default when the refusal carries no message', () => {
    const error = new ApiError(413, 'Payload Too Large', '<html>too large</html>');
    expect(describeSignUpFailure(error)).toEqual({
      title: 'Signup Failed',
      description: 'Unable to create account',
    });
  });

  it('treats the proxy answering 502, 503 or 504 with the API down as an exception', () => {
    const expected = {
      title: 'Signup Error',
      description: 'Something went wrong. Please try again.',
    };
    expect(
      describeSignUpFailure(new ApiError(502, 'Bad Gateway', '<html>proxy error</html>')),
    ).toEqual(expected);
    expect(describeSignUpFailure(new ApiError(503, 'Service Unavailable', ''))).toEqual(expected);
    expect(describeSignUpFailure(new ApiError(504, 'Gateway Timeout', ''))).toEqual(expected);
  });

  it("shows the server's message for a 5xx that carries one", () => {
    const error = new ApiError(
      503,
      'Service Unavailable',
      JSON.stringify({ message: 'Sign-ups are paused for maintenance' }),
    );
    expect(describeSignUpFailure(error)).toEqual({
      title: 'Signup Failed',
      description: 'Sign-ups are paused for maintenance',
    });
  });

  it("shows a thrown error's own message", () => {
    expect(describeSignUpFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Signup Error',
      description: 'Failed to fetch',
    });
  });

  it('uses the default for errors without a readable message', () => {
    const expected = {
      title: 'Signup Error',
      description: 'Something went wrong. Please try again.',
    };
    expect(describeSignUpFailure(new Error(''))).toEqual(expected);
    expect(describeSignUpFailure('boom')).toEqual(expected);
    expect(
      describeSignUpFailure(new ApiResponseShapeError('POST', '/api/auth/signup', 'token missing')),
    ).toEqual(expected);
  });
});
