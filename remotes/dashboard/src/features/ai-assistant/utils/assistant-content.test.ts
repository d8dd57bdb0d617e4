import { describe, expect, it } from 'vitest';
import { DAILY_WISDOM, wisdomOfTheDay } from './assistant-content';

describe('wisdomOfTheDay', () => {
  it('keeps one saying for the whole local day', () => {
    expect(wisdomOfTheDay(new Date(2030, 4, 1, 0, 1))).toBe(
      wisdomOfTheDay(new Date(2030, 4, 1, 23, 59)),
    );
  });

  it('moves to the next saying the next day and comes round again', () => {
    const first = DAILY_WISDOM.indexOf(wisdomOfTheDay(new Date(2030, 4, 1, 12)));
    const next = DAILY_WISDOM.indexOf(wisdomOfTheDay(new Date(2030, 4, 2, 12)));
    expect(next).toBe((first + 1) % DAILY_WISDOM.length);
    expect(wisdomOfTheDay(new Date(2030, 4, 1 + DAILY_WISDOM.length, 12))).toBe(
      DAILY_WISDOM[first],
    );
  });
});
