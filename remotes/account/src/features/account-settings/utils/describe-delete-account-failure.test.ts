import { ApiError } from '@manifest/api-client/request';
import {
  DELETE_NEEDS_RECENT_SIGNIN,
  DELETE_PASSWORD_WRONG,
} from '@manifest/contracts/account-data';
import { describe, expect, it } from 'vitest';

import { describeDeleteAccountFailure } from './describe-delete-account-failure';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'status text', JSON.stringify(body));

describe('describeDeleteAccountFailure', () => {
  it('puts a wrong password beside its field', () => {
    const error = apiError(400, { message: DELETE_PASSWORD_WRONG, field: 'password' });
    expect(describeDeleteAccountFailure(error)).toEqual({
      kind: 'field',
      field: 'password',
      message: DELETE_PASSWORD_WRONG,
    });
  });

  it('offers a new sign-in when the account has no password and the sign-in is old', () => {
    const error = apiError(403, { message: DELETE_NEEDS_RECENT_SIGNIN });
    expect(describeDeleteAccountFailure(error)).toEqual({
      kind: 'signInAgain',
      message: DELETE_NEEDS_RECENT_SIGNIN,
    });
  });

  it('shows too many attempts, and other refusals, with the server message', () => {
    const message = 'Too many account deletion attempts. Please try again in 5 minutes.';
    expect(describeDeleteAccountFailure(apiError(429, { message }))).toEqual({
      kind: 'toast',
      problem: { title: 'Account not deleted', description: message },
    });
  });

  it('asks to sign in again when the session has ended', () => {
    expect(describeDeleteAccountFailure(apiError(401, { message: 'Not signed in' }))).toMatchObject(
      { kind: 'toast', problem: { title: 'Session Ended' } },
    );
  });

  it('calls a dead proxy or a network error a connection problem', () => {
    for (const error of [new ApiError(502, 'Bad Gateway', ''), new TypeError('Failed to fetch')]) {
      expect(describeDeleteAccountFailure(error)).toMatchObject({
        kind: 'toast',
        problem: { title: 'Connection Error' },
      });
    }
  });
});
