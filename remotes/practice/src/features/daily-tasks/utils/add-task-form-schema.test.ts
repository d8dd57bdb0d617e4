import { describe, expect, it } from 'vitest';

import { ADD_TASK_DEFAULTS, toCreateTaskRequest, ZAddTaskForm } from './add-task-form-schema';

const messages = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (ZAddTaskForm.safeParse({ ...ADD_TASK_DEFAULTS, ...values }).error?.issues ?? []).map(
      (issue) => [issue.path.join('.'), issue.message],
    ),
  );

describe('the Add Custom Task form', () => {
  it('starts as the spec says: anytime, 15 minutes, easy, 10 points', () => {
    const parsed = ZAddTaskForm.parse({ ...ADD_TASK_DEFAULTS, title: 'Journal' });
    expect(parsed).toEqual({
      title: 'Journal',
      description: '',
      category: 'anytime',
      duration: 15,
      difficulty: 'easy',
      points: 10,
    });
  });

  it('requires a title, blank included', () => {
    expect(messages({ title: '' })).toEqual({ title: 'Title is required' });
    expect(messages({ title: '   ' })).toEqual({ title: 'Title is required' });
  });

  it('keeps duration within 1-180 and points within 1-100', () => {
    expect(messages({ title: 'x', duration: '0', points: '101' })).toEqual({
      duration: 'Duration must be between 1 and 180',
      points: 'Points must be between 1 and 100',
    });
    expect(messages({ title: 'x', duration: '181', points: '0' })).toEqual({
      duration: 'Duration must be between 1 and 180',
      points: 'Points must be between 1 and 100',
    });
    expect(messages({ title: 'x', duration: '180', points: '100' })).toEqual({});
  });

  it('turns a non-numeric duration or points into 1', () => {
    const parsed = ZAddTaskForm.parse({
      ...ADD_TASK_DEFAULTS,
      title: 'x',
      duration: 'ten',
      points: '',
    });
    expect(parsed).toMatchObject({ duration: 1, points: 1 });
  });

  it('sends no description when it is blank', () => {
    const parsed = ZAddTaskForm.parse({ ...ADD_TASK_DEFAULTS, title: 'Walk', description: ' ' });
    expect(toCreateTaskRequest(parsed)).toEqual({
      title: 'Walk',
      category: 'anytime',
      duration: 15,
      difficulty: 'easy',
      points: 10,
    });
  });
});
