import { describe, expect, it } from 'vitest';
import { sessionExpiry, shouldRecordUse } from './session-rules';

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
