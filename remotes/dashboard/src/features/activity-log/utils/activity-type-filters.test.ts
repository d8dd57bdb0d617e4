import { describe, expect, it } from 'vitest';

import { ACTIVITY_TYPE_FILTERS, parseActivityTypeFilter } from './activity-type-filters';

describe('parseActivityTypeFilter', () => {
  it('reads the four filterable types', () => {
    expect(parseActivityTypeFilter('challenge')).toBe('challenge');
    expect(parseActivityTypeFilter('task')).toBe('task');
    expect(parseActivityTypeFilter('meditation')).toBe('meditation');
    expect(parseActivityTypeFilter('vision_board')).toBe('vision_board');
  });

  it('treats a missing or unknown type as all activities', () => {
    expect(parseActivityTypeFilter(null)).toBeUndefined();
    expect(parseActivityTypeFilter('badge')).toBeUndefined();
    expect(parseActivityTypeFilter('anything')).toBeUndefined();
  });
});

describe('ACTIVITY_TYPE_FILTERS', () => {
  it('has the spec labels in order', () => {
    expect(ACTIVITY_TYPE_FILTERS.map(({ label }) => label)).toEqual([
      'All Activities',
      'Challenges',
      'Daily Tasks',
      'Meditations',
      'Vision Board',
    ]);
  });
});
