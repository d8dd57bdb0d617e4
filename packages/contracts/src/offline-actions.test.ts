import { describe, expect, it } from 'vitest';
import { ZCompleteAffirmationRequest } from './affirmations';
import { ZCompleteTaskRequest } from './daily-tasks';
import { ZStartMeditationRequest } from './meditations';
import {
  actionTimeMessage,
  actionTimeProblem,
  IDEMPOTENCY_KEY_INVALID,
  ZIdempotencyKey,
} from './offline-actions';

const NOW = new Date('2030-01-15T12:00:00Z');
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const firstMessage = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0] && {
    message: result.error.issues[0].message,
    field: result.error.issues[0].path.join('.'),
  };

describe('ZIdempotencyKey', () => {
  it.each([crypto.randomUUID(), 'abcdefgh', 'A_b-9'.repeat(20)])('accepts %j', (key) => {
    expect(ZIdempotencyKey.parse(key)).toBe(key);
  });

  it.each(['short12', 'x'.repeat(101), 'has space1', 'semi;colon', 'ünïcode12', '', 12345678])(
    'refuses %j, naming the header',
    (key) => {
      const result = ZIdempotencyKey.safeParse(key);
      expect(result.error?.issues[0]?.message).toBe(IDEMPOTENCY_KEY_INVALID);
      expect(IDEMPOTENCY_KEY_INVALID).toContain('Idempotency-Key');
    },
  );
});

describe('actionTimeProblem', () => {
  it('accepts now, the last 48 hours, and up to 2 minutes of clock running ahead', () => {
    for (const minutes of [0, -1, -30 * 60, -48 * 60, 2]) {
      expect(actionTimeProblem(minutesFromNow(minutes), NOW)).toBeNull();
    }
  });

  it('refuses a time more than 48 hours ago or more than 2 minutes ahead', () => {
    expect(actionTimeProblem(minutesFromNow(-48 * 60 - 1), NOW)).toBe('too-old');
    expect(actionTimeProblem(minutesFromNow(-49 * 60), NOW)).toBe('too-old');
    expect(actionTimeProblem(minutesFromNow(3), NOW)).toBe('in-future');
    expect(actionTimeProblem(minutesFromNow(10), NOW)).toBe('in-future');
  });

  it('words each problem naming the field', () => {
    expect(actionTimeMessage('doneAt', 'too-old')).toBe('doneAt must be within the last 48 hours');
    expect(actionTimeMessage('Start time', 'in-future')).toBe('Start time cannot be in the future');
  });
});

describe('doneAt on the task and affirmation completions', () => {
  it('is optional, and takes an ISO date and time with an offset', () => {
    expect(ZCompleteTaskRequest.parse({})).toEqual({});
    expect(ZCompleteTaskRequest.parse({ reflection: '', doneAt: null })).toEqual({
      reflection: '',
      doneAt: null,
    });
    const doneAt = '2030-01-15T08:00:00+13:00';
    expect(ZCompleteTaskRequest.parse({ doneAt })).toEqual({ doneAt });
    expect(ZCompleteAffirmationRequest.parse({})).toEqual({});
    expect(ZCompleteAffirmationRequest.parse({ doneAt: '2030-01-15T08:00:00.123Z' })).toEqual({
      doneAt: '2030-01-15T08:00:00.123Z',
    });
  });

  it.each(['yesterday', '2030-01-15', '2030-02-31T08:00:00Z', '0000-01-01T00:00:00Z', 1, true])(
    'refuses doneAt %j with a message naming it',
    (doneAt) => {
      for (const schema of [ZCompleteTaskRequest, ZCompleteAffirmationRequest]) {
        expect(firstMessage(schema.safeParse({ doneAt }))).toEqual({
          message: 'doneAt must be an ISO date and time',
          field: 'doneAt',
        });
      }
    },
  );

  it('refuses an affirmation body that is not an object', () => {
    expect(ZCompleteAffirmationRequest.safeParse([]).error?.issues[0]?.message).toBe(
      'Request body must be a JSON object',
    );
  });

  it("keeps the meditation's start time messages", () => {
    expect(firstMessage(ZStartMeditationRequest.safeParse({ meditationId: 'a' }))).toEqual({
      message: 'Start time is required',
      field: 'startedAt',
    });
    expect(
      firstMessage(ZStartMeditationRequest.safeParse({ meditationId: 'a', startedAt: 'soon' })),
    ).toEqual({ message: 'Start time must be an ISO date and time', field: 'startedAt' });
  });
});
