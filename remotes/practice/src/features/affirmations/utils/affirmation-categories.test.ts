import type { TAffirmation } from '@manifest/contracts/catalogue';
import { describe, expect, it } from 'vitest';

import { AFFIRMATION_FILTERS, affirmationsIn, todayProgress } from './affirmation-categories';

const affirmation = (id: number, category: TAffirmation['category']): TAffirmation => ({
  id,
  text: `Affirmation ${id}`,
  category,
});
const ALL = [affirmation(1, 'wealth'), affirmation(2, 'love'), affirmation(3, 'wealth')];

describe('the category filter', () => {
  it("has All and the spec's six labels, in order", () => {
    expect(AFFIRMATION_FILTERS.map((filter) => filter.label)).toEqual([
      'All',
      'Wealth & Abundance',
      'Love & Relationships',
      'Health & Vitality',
      'Self-Worth & Confidence',
      'Purpose & Success',
      'Spiritual Alignment',
    ]);
  });

  it('shows every affirmation under All and one category otherwise', () => {
    expect(affirmationsIn(ALL, 'all').map((each) => each.id)).toEqual([1, 2, 3]);
    expect(affirmationsIn(ALL, 'wealth').map((each) => each.id)).toEqual([1, 3]);
    expect(affirmationsIn(ALL, 'health')).toEqual([]);
  });
});

describe("today's progress", () => {
  it('counts only the shown affirmations said today', () => {
    expect(todayProgress(ALL, [])).toEqual({ completed: 0, total: 3 });
    expect(todayProgress(ALL, [1, 2])).toEqual({ completed: 2, total: 3 });
    expect(todayProgress(affirmationsIn(ALL, 'wealth'), [1, 2])).toEqual({
      completed: 1,
      total: 2,
    });
  });
});
