import { ApiError } from '@manifest/api-client/request';
import { describe, expect, it } from 'vitest';

import { describeChangePasswordFailure } from './describe-change-password-failure';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'status text', JSON.stringify(body));

describe('describeChangePasswordFailure', () => {
  it('puts a wrong current password beside its field', () => {
    const error = apiError(400, {
      message: 'Current password is incorrect',
      field: 'currentPassword',
    });
    expect(describeChangePasswordFailure(error)).toEqual({
      field: 'currentPassword',
      message: 'Current password is incorrect',
    });
  });

  it('puts a refused new password beside its field', () => {
    const error = apiError(400, {
      message: 'New password must be at least 6 characters',
      field: 'newPassword',
    });
    expect(describeChangePasswordFailure(error)).toMatchObject({ field: 'newPassword' });
  });

  it('shows the server message of other refusals, like too many attempts', () => {
    const error = apiError(429, {
      message: 'Too many password change attempts. Please try again in 5 minutes.',
    });
    expect(describeChangePasswordFailure(error)).toEqual({
      field: null,
      problem: {
        title: 'Password Not Changed',
        description: 'Too many password change attempts. Please try again in 5 minutes.',
      },
    });
  });

  it('asks to sign in again when the session has ended', () => {
    expect(
      describeChangePasswordFailure(apiError(401, { message: 'Not signed in' })),
    ).toMatchObject({ field: null, problem: { title: 'Session Ended' } });
  });

  it('calls a dead proxy or a network error a connection problem', () => {
    for (const error of [new ApiError(502, 'Bad Gateway', ''), new TypeError('Failed to fetch')]) {
      expect(describeChangePasswordFailure(error)).toMatchObject({
        field: null,
        problem: { title: 'Connection Error' },
      });
    }
  });
});
