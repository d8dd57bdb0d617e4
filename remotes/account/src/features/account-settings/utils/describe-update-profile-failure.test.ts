import { ApiError } from '@manifest/api-client/request';
import { describe, expect, it } from 'vitest';

import { describeUpdateProfileFailure } from './describe-update-profile-failure';

const answer = (status: number, body: object) => new ApiError(status, '', JSON.stringify(body));

describe('describeUpdateProfileFailure', () => {
  it('puts a refused zone change beside the time zone, in the server’s words', () => {
    const message =
      'Time zone can only be changed once every 20 hours. Please try again in 7 hours.';
    expect(describeUpdateProfileFailure(answer(429, { message, field: 'timeZone' }))).toEqual({
      field: 'timeZone',
      message,
    });
  });

  it('puts a name rule beside its field', () => {
    expect(
      describeUpdateProfileFailure(
        answer(400, { message: 'First Name is required', field: 'firstName' }),
      ),
    ).toEqual({ field: 'firstName', message: 'First Name is required' });
  });

  it('toasts a lost connection, an ended session and anything else', () => {
    expect(describeUpdateProfileFailure(new TypeError('Failed to fetch'))).toMatchObject({
      field: null,
      problem: { title: 'Connection Error' },
    });
    expect(describeUpdateProfileFailure(answer(401, { message: 'Not signed in' }))).toMatchObject({
      field: null,
      problem: { title: 'Session Ended' },
    });
    expect(
      describeUpdateProfileFailure(answer(400, { message: 'Odd', field: 'email' })),
    ).toMatchObject({ field: null, problem: { title: 'Settings Not Saved', description: 'Odd' } });
  });
});
