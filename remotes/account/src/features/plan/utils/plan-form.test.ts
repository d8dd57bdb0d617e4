import { describe, expect, it } from 'vitest';

import {
  planFormValues,
  reminderAfterPracticeChange,
  SUGGESTED_REMINDER_TIME,
  toggleArea,
} from './plan-form';

describe('planFormValues', () => {
  it('starts a first run with no area, a morning practice and the default reminder', () => {
    expect(planFormValues(null)).toEqual({
      areas: [],
      practiceTime: 'morning',
      reminderTime: '08:00',
      mainGoal: '',
    });
  });

  it('shows the saved answers, "later" as an empty goal', () => {
    expect(
      planFormValues({
        areas: ['love', 'health'],
        practiceTime: 'evening',
        reminderTime: '21:30',
        mainGoal: null,
      }),
    ).toEqual({
      areas: ['love', 'health'],
      practiceTime: 'evening',
      reminderTime: '21:30',
      mainGoal: '',
    });
  });
});

describe('toggleArea', () => {
  it('adds an area at the end and removes a chosen one', () => {
    expect(toggleArea(['love'], 'health')).toEqual(['love', 'health']);
    expect(toggleArea(['love', 'health'], 'love')).toEqual(['health']);
  });
});

describe('reminderAfterPracticeChange', () => {
  it('follows the practice time while it is the suggestion', () => {
    expect(reminderAfterPracticeChange(SUGGESTED_REMINDER_TIME.morning, 'morning', 'evening')).toBe(
      SUGGESTED_REMINDER_TIME.evening,
    );
  });

  it('keeps a time the person chose', () => {
    expect(reminderAfterPracticeChange('06:45', 'morning', 'evening')).toBe('06:45');
  });
});
