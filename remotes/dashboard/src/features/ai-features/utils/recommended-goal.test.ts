import { describe, expect, it } from 'vitest';
import { threeMonthsFrom, toRecommendedGoal } from './recommended-goal';

describe('a recommended goal', () => {
  it.each([
    [new Date(2030, 0, 15), '2030-04-15'],
    [new Date(2030, 10, 30), '2031-02-28'],
    [new Date(2031, 10, 30), '2032-02-29'],
    [new Date(2030, 4, 31), '2030-08-31'],
  ])('from %s is due %s', (today, due) => {
    expect(threeMonthsFrom(today)).toBe(due);
  });

  it('is a manifestation goal described as AI-recommended, never the manifestation goal itself', () => {
    expect(toRecommendedGoal('Walk every morning', new Date(2030, 0, 15))).toEqual({
      title: 'Walk every morning',
      description: 'AI-recommended goal: Walk every morning',
      category: 'manifestation',
      targetDate: '2030-04-15',
      metadata: { aiRecommended: true },
    });
  });
});
