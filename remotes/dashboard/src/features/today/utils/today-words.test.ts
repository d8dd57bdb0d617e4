import { describe, expect, it } from 'vitest';

import {
  formatTodayDate,
  freezesText,
  pointsEarnedText,
  progressText,
  streakText,
} from './today-words';

describe('Today’s words', () => {
  it('says the day with its weekday, whatever the reader’s zone', () => {
    expect(formatTodayDate('2030-03-20')).toBe('Wednesday, March 20');
    expect(formatTodayDate('2031-01-01')).toBe('Wednesday, January 1');
    expect(formatTodayDate('not a day')).toBe('not a day');
  });

  it('says how far the day is, the streak and the freezes', () => {
    expect(progressText(3, 5)).toBe('3 of 5 done');
    expect(streakText(0)).toBe('No streak yet');
    expect(streakText(1)).toBe('1-day streak');
    expect(streakText(12)).toBe('12-day streak');
    expect(freezesText(0)).toBe('No freezes saved yet');
    expect(freezesText(1)).toBe('1 freeze saved');
    expect(freezesText(2)).toBe('2 freezes saved');
  });

  it('says what a completion paid', () => {
    expect(pointsEarnedText(10)).toBe('You earned 10 manifestation points.');
    expect(pointsEarnedText(1)).toBe('You earned 1 manifestation point.');
    expect(pointsEarnedText(0)).toBe('Marked done for today.');
  });
});
