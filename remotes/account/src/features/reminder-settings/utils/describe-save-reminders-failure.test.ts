import { ApiError } from '@manifest/api-client/request';
import { describe, expect, it } from 'vitest';

import { describeSaveRemindersFailure } from './describe-save-reminders-failure';

const answer = (status: number, body: unknown) =>
  new ApiError(status, 'Error', JSON.stringify(body));

describe('describeSaveRemindersFailure', () => {
  it('puts a time the server refused beside its field', () => {
    expect(
      describeSaveRemindersFailure(
        answer(400, { message: 'Quiet hours start must be a time', field: 'quietHours.start' }),
      ),
    ).toEqual({ field: 'quietStart', message: 'Quiet hours start must be a time' });
    expect(
      describeSaveRemindersFailure(answer(400, { message: 'Bad', field: 'goal.time' })),
    ).toEqual({ field: 'goal.time', message: 'Bad' });
  });

  it('toasts anything else: no connection, an ended session, another refusal', () => {
    expect(describeSaveRemindersFailure(new TypeError('fetch failed'))).toMatchObject({
      field: null,
      problem: { title: 'Connection Error' },
    });
    expect(describeSaveRemindersFailure(answer(502, ''))).toMatchObject({
      problem: { title: 'Connection Error' },
    });
    expect(describeSaveRemindersFailure(answer(401, { message: 'Unauthorized' }))).toMatchObject({
      problem: { title: 'Session Ended' },
    });
    expect(
      describeSaveRemindersFailure(answer(400, { message: 'Body must be an object' })),
    ).toEqual({
      field: null,
      problem: { title: 'Reminders Not Saved', description: 'Body must be an object' },
    });
  });
});
