import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTH_LIMITS,
  blockSecondsFor,
  signinDelayMs,
  tooManyAttempts,
} from './auth-limits';

describe('blockSecondsFor', () => {
  it('doubles from one minute and stops at 15 minutes', () => {
    const blocks = [1, 2, 3, 4, 5, 6, 50].map((n) => blockSecondsFor(n, DEFAULT_AUTH_LIMITS));
    expect(blocks).toEqual([60, 120, 240, 480, 900, 900, 900]);
  });
});

describe('signinDelayMs', () => {
  const at = (failures: number) => signinDelayMs(failures, DEFAULT_AUTH_LIMITS);

  it('does not slow anyone down below the per-email threshold', () => {
    expect([0, 1, 49].map(at)).toEqual([0, 0, 0]);
  });

  it('waits 1 s from the threshold on, doubling per failure up to 8 s', () => {
    expect([50, 51, 52, 53, 54, 200].map(at)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('follows shrunk limits', () => {
    const limits = {
      ...DEFAULT_AUTH_LIMITS,
      signinFailuresPerEmail: 2,
      signinFirstDelayMs: 10,
      signinMaxDelayMs: 25,
    };
    expect([1, 2, 3, 4].map((failures) => signinDelayMs(failures, limits))).toEqual([
      0, 10, 20, 25,
    ]);
  });
});

describe('tooManyAttempts', () => {
  it('says how many minutes to wait and sets Retry-After in seconds', () => {
    const error = tooManyAttempts('sign-in', 14 * 60 * 1000 + 1);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(error.headers).toEqual({ 'Retry-After': '841' });
  });

  it('names a password change too', () => {
    expect(tooManyAttempts('password change', 1000).message).toBe(
      'Too many password change attempts. Please try again in 1 minute.',
    );
  });

  it('never tells someone to wait 0 minutes', () => {
    const error = tooManyAttempts('sign-up', 0);
    expect(error.message).toBe('Too many sign-up attempts. Please try again in 1 minute.');
    expect(error.headers['Retry-After']).toBe('1');
  });
});
