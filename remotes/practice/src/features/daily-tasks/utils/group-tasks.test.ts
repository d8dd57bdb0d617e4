import { describe, expect, it } from 'vitest';

import { groupTasksByCategory } from './group-tasks';
import { aTask } from './test-tasks';

describe('groupTasksByCategory', () => {
  it('puts tasks under Morning, Afternoon, Evening and Anytime in that order, keeping their order', () => {
    const tasks = [
      aTask({ id: 'a', category: 'anytime' }),
      aTask({ id: 'e', category: 'evening' }),
      aTask({ id: 'm1', category: 'morning' }),
      aTask({ id: 'af', category: 'afternoon' }),
      aTask({ id: 'm2', category: 'morning' }),
    ];
    const groups = groupTasksByCategory(tasks);
    expect(groups.map((group) => group.label)).toEqual([
      'Morning',
      'Afternoon',
      'Evening',
      'Anytime',
    ]);
    expect(groups[0]?.tasks.map((task) => task.id)).toEqual(['m1', 'm2']);
  });

  it('hides empty groups', () => {
    const groups = groupTasksByCategory([
      aTask({ category: 'evening' }),
      aTask({ category: 'morning' }),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['morning', 'evening']);
  });

  it('has no groups without tasks', () => {
    expect(groupTasksByCategory([])).toEqual([]);
  });
});
