import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS, blockSecondsFor, tooManyAttempts } from './auth-limits';

describe('blockSecondsFor', () => {
  it('doubles from one minute and stops at 15 minutes', () => {
    const blocks = [1, 2, 3, 4, 5, 6, 50].map((n) => blockSecondsFor(n, DEFAULT_AUTH_LIMITS));
    expect(blocks).toEqual([60, 120, 240, 480, 900, 900, 900]);
  });
});

describe('tooManyAttempts', () => {
  it('says how many minutes to wait and sets Retry-After in seconds', () => {
    const error = tooManyAttempts('sign-in', 14 * 60 * 1000 + 1);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(error.headers).toEqual({ 'Retry-After': '841' });
  });

  it('never tells someone to wait 0 minutes', () => {
    const error = tooManyAttempts('sign-up', 0);
    expect(error.message).toBe('Too many sign-up attempts. Please try again in 1 minute.');
    expect(error.headers['Retry-After']).toBe('1');
  });
});
