import { describe, expect, it } from 'vitest';
import { isSessionIdle, sessionExpiry, shouldRecordUse } from './session-rules';

const NOW = new Date('2030-03-01T08:00:00.000Z');

describe('sessionExpiry', () => {
  it('is the configured number of days after creation', () => {
    expect(sessionExpiry(NOW, 30).toISOString()).toBe('2030-03-31T08:00:00.000Z');
  });
});

describe('shouldRecordUse', () => {
  it('records a first use and a use five minutes or more after the last', () => {
    expect(shouldRecordUse(null, NOW)).toBe(true);
    expect(shouldRecordUse(new Date(NOW.getTime() - 5 * 60 * 1000), NOW)).toBe(true);
  });

  it('skips the write for a use within five minutes', () => {
    expect(shouldRecordUse(new Date(NOW.getTime() - 60 * 1000), NOW)).toBe(false);
  });
});

describe('isSessionIdle', () => {
  const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

  it('keeps a session used up to exactly the idle days ago', () => {
    expect(isSessionIdle(NOW, NOW, 7)).toBe(false);
    expect(isSessionIdle(daysBefore(6.99), NOW, 7)).toBe(false);
    expect(isSessionIdle(daysBefore(7), NOW, 7)).toBe(false);
  });

  it('ends a session unused for longer', () => {
    expect(isSessionIdle(new Date(daysBefore(7).getTime() - 1), NOW, 7)).toBe(true);
    expect(isSessionIdle(daysBefore(2.5), NOW, 2)).toBe(true);
  });
});
