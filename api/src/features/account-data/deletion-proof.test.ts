import { describe, expect, it } from 'vitest';
import { isRecentSignin } from './deletion-proof';

describe('isRecentSignin', () => {
  const now = new Date('2030-01-01T12:00:00.000Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('holds for five minutes after signing in, its last moment included', () => {
    expect(isRecentSignin(now, now)).toBe(true);
    expect(isRecentSignin(minutesAgo(4.9), now)).toBe(true);
    expect(isRecentSignin(minutesAgo(5), now)).toBe(true);
  });

  it('no longer holds after that', () => {
    expect(isRecentSignin(minutesAgo(5.01), now)).toBe(false);
    expect(isRecentSignin(minutesAgo(60 * 24), now)).toBe(false);
  });
});
