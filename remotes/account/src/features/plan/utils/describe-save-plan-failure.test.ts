import { ApiError } from '@manifest/api-client/request';
import { TRIAL_ENDED_MESSAGE } from '@manifest/contracts/trial';
import { describe, expect, it } from 'vitest';

import { describeSavePlanFailure } from './describe-save-plan-failure';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'Error', JSON.stringify(body));

describe('describeSavePlanFailure', () => {
  it('puts a message that names an answer beside it, an area of the list too', () => {
    expect(
      describeSavePlanFailure(
        apiError(400, { message: 'Choose at least one area', field: 'areas' }),
      ),
    ).toEqual({ field: 'areas', message: 'Choose at least one area' });
    expect(
      describeSavePlanFailure(
        apiError(400, { message: 'Each area must be one of', field: 'areas.2' }),
      ),
    ).toEqual({ field: 'areas', message: 'Each area must be one of' });
  });

  it('says the trial ended on a 402', () => {
    expect(describeSavePlanFailure(apiError(402, { message: TRIAL_ENDED_MESSAGE }))).toEqual({
      field: null,
      problem: { title: 'Trial Expired', description: TRIAL_ENDED_MESSAGE },
    });
  });

  it('calls a gateway failure or a thrown fetch a connection problem', () => {
    for (const error of [apiError(502, {}), new TypeError('Failed to fetch')]) {
      expect(describeSavePlanFailure(error)).toMatchObject({
        field: null,
        problem: { title: 'Connection Error' },
      });
    }
  });

  it("shows any other refusal in the server's words", () => {
    expect(
      describeSavePlanFailure(apiError(400, { message: 'Request body must be a JSON object' })),
    ).toEqual({
      field: null,
      problem: { title: 'Plan Not Saved', description: 'Request body must be a JSON object' },
    });
  });
});
