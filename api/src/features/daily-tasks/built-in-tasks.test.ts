import { TASK_CATEGORIES, TASK_DURATION, TASK_POINTS } from '@manifest/contracts/daily-tasks';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_TASKS, findBuiltInTask } from './built-in-tasks';

describe('built-in daily tasks', () => {
  it.each(TASK_CATEGORIES)('offers at least three %s practices', (category) => {
    expect(
      BUILT_IN_TASKS.filter((task) => task.category === category).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has unique ids that can never be mistaken for a custom task uuid', () => {
    const ids = BUILT_IN_TASKS.map((task) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)+$/);
  });

  it('keeps every duration and point value inside the limits a custom task has', () => {
    for (const task of BUILT_IN_TASKS) {
      expect(task.duration).toBeGreaterThanOrEqual(TASK_DURATION.min);
      expect(task.duration).toBeLessThanOrEqual(TASK_DURATION.max);
      expect(task.points).toBeGreaterThanOrEqual(TASK_POINTS.min);
      expect(task.points).toBeLessThanOrEqual(TASK_POINTS.max);
      expect(task.description.length).toBeGreaterThan(40);
    }
  });

  it('finds a task by id and nothing for an unknown one', () => {
    expect(findBuiltInTask('morning-gratitude-list')?.category).toBe('morning');
    expect(findBuiltInTask('toString')).toBeUndefined();
  });
});
