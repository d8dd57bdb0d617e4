import { describe, expect, it } from 'vitest';

import { DISMISSED_WEEK_KEY, isReviewExpected, readWeek, writeWeek } from './review-dismissal';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the weekly review dismissal', () => {
  it('keeps the dismissed week, and forgets it when asked', () => {
    const storage = memoryStorage();
    expect(readWeek(DISMISSED_WEEK_KEY, storage)).toBeNull();
    writeWeek(DISMISSED_WEEK_KEY, '2026-03-29', storage);
    expect(readWeek(DISMISSED_WEEK_KEY, storage)).toBe('2026-03-29');
    writeWeek(DISMISSED_WEEK_KEY, null, storage);
    expect(readWeek(DISMISSED_WEEK_KEY, storage)).toBeNull();
  });

  it('treats storage that throws as empty', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readWeek(DISMISSED_WEEK_KEY, broken)).toBeNull();
    expect(() => writeWeek(DISMISSED_WEEK_KEY, '2026-03-29', broken)).not.toThrow();
  });

  it('expects a review while loading only when one was on screen and not dismissed', () => {
    expect(isReviewExpected(null, null)).toBe(false);
    expect(isReviewExpected('2026-03-29', null)).toBe(true);
    expect(isReviewExpected('2026-03-29', '2026-03-29')).toBe(false);
    expect(isReviewExpected('2026-04-05', '2026-03-29')).toBe(true);
  });
});
