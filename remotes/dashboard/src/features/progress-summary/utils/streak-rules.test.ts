import { describe, expect, it } from 'vitest';

import { freezesLabel, STREAK_RULES } from './streak-rules';

describe('freezesLabel', () => {
  it('names the freezes saved, singular and plural', () => {
    expect(freezesLabel(0)).toBe('No freezes saved yet');
    expect(freezesLabel(1)).toBe('1 freeze saved');
    expect(freezesLabel(2)).toBe('2 freezes saved');
  });
});

describe('STREAK_RULES', () => {
  it('states the numbers of the contract', () => {
    expect(STREAK_RULES[0]).toBe('Every 7 active days earn a streak freeze; you can save up to 2.');
  });
});
