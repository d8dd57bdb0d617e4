import { describe, expect, it } from 'vitest';

import { counted, noun, wordFor } from './counted';

const GOAL = noun('goal');
const ACTIVITY = noun('activity', 'activities');

describe('counted words', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(counted(1, GOAL)).toBe('1 goal');
    expect(counted(0, GOAL)).toBe('0 goals');
    expect(counted(2, GOAL)).toBe('2 goals');
    expect(counted(21, GOAL)).toBe('21 goals');
    expect(counted(1.5, GOAL)).toBe('1.5 goals');
  });

  it('takes an irregular plural', () => {
    expect(counted(1, ACTIVITY)).toBe('1 activity');
    expect(counted(3, ACTIVITY)).toBe('3 activities');
  });

  it('groups thousands', () => {
    expect(counted(1200, noun('point'))).toBe('1,200 points');
    expect(counted(1_000_000, noun('point'))).toBe('1,000,000 points');
  });

  it('gives the word alone for a count shown apart from it', () => {
    expect(wordFor(1, noun('day'))).toBe('day');
    expect(wordFor(7, noun('day'))).toBe('days');
  });
});
