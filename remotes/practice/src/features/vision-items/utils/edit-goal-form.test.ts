import type { TGoal } from '@manifest/contracts/goals';
import { describe, expect, it } from 'vitest';

import {
  editGoalDefaults,
  imageFileProblem,
  toUpdateGoalRequest,
  ZEditGoalForm,
} from './edit-goal-form';

const GOAL: TGoal = {
  id: 'g1',
  title: 'Run a marathon',
  description: '',
  category: 'health',
  imageUrl: null,
  targetDate: null,
  status: 'active',
  progress: 40,
  ownProgress: 40,
  milestones: [],
  taskCompletions: 0,
  visionItemId: null,
  metadata: {},
  isCompleted: false,
  completedAt: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

describe('the Edit form', () => {
  it('starts from the goal, blanks for what it lacks', () => {
    expect(editGoalDefaults(GOAL)).toEqual({
      title: 'Run a marathon',
      description: '',
      category: 'health',
      imageUrl: '',
      targetDate: '',
    });
  });

  it('sends blanks as none', () => {
    expect(toUpdateGoalRequest(editGoalDefaults(GOAL))).toMatchObject({
      imageUrl: null,
      targetDate: null,
    });
  });

  it('names what is wrong', () => {
    const result = ZEditGoalForm.safeParse({
      title: ' ',
      description: '',
      category: '',
      imageUrl: 'javascript:alert(1)',
      targetDate: 'soon',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Title is required',
      'Category must not be blank',
      'Image URL must be an http(s) URL',
      'Target date must be a date (YYYY-MM-DD)',
    ]);
  });

  it('accepts an uploaded picture and a date', () => {
    expect(
      ZEditGoalForm.safeParse({
        ...editGoalDefaults(GOAL),
        imageUrl: '/api/uploads/0b6f5c1e-2f1a-4a57-9d55-1f0e7d3c2b10',
        targetDate: '2027-06-01',
      }).success,
    ).toBe(true);
  });
});

describe('imageFileProblem', () => {
  it('checks size and type before sending', () => {
    expect(imageFileProblem({ size: 10, type: 'image/png' })).toBeNull();
    expect(imageFileProblem({ size: 0, type: 'image/png' })).toBe('Image file is empty');
    expect(imageFileProblem({ size: 6 * 1024 * 1024, type: 'image/png' })).toBe(
      'Image must be at most 5 MB',
    );
    expect(imageFileProblem({ size: 10, type: 'image/svg+xml' })).toBe(
      'Image must be a PNG, JPEG, WebP or GIF file',
    );
  });
});
