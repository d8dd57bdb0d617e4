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
    const error = new ApiError(502, 'Bad Gateway', '<html>proxy error</html>');
    expect(describeSignUpFailure(error)).toEqual({
      title: 'Signup Failed',
      description: 'Unable to create account',
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
