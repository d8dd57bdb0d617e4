import { describe, expect, it } from 'vitest';

import { formatMetadata } from './format-metadata';

const GOAL_ID = '0b7f4a1e-3c2d-4e5f-8a9b-1c2d3e4f5a6b';

describe('formatMetadata', () => {
  it('shows each detail as label: value in words', () => {
    expect(formatMetadata({ difficulty: 'easy', category: 'morning' })).toEqual([
      'Difficulty: Easy',
      'Category: Morning',
    ]);
  });

  it('never shows the ids the server keeps (issue 36)', () => {
    expect(formatMetadata({ goalId: GOAL_ID, category: 'career' })).toEqual(['Category: Career']);
    expect(
      formatMetadata({ meditationId: 'laser-focus', sessionId: GOAL_ID, minutes: 15 }),
    ).toEqual(['15 minutes']);
    expect(formatMetadata({ affirmationId: 7 })).toEqual([]);
    expect(formatMetadata({ badgeType: 'first_goal' })).toEqual([]);
    expect(formatMetadata({ ref: GOAL_ID })).toEqual([]);
  });

  it('says what the flags and kinds mean', () => {
    expect(formatMetadata({ taskId: 3, category: 'evening', isCustom: true })).toEqual([
      'Category: Evening',
      'Your own task',
    ]);
    expect(formatMetadata({ isCustom: false })).toEqual([]);
    expect(formatMetadata({ minutes: 1 })).toEqual(['1 minute']);
    expect(formatMetadata({ kind: 'visualization' })).toEqual(['Guided visualization']);
  });

  it('labels any other key in words', () => {
    expect(formatMetadata({ timeOfDay: 'late_evening', isShared: false, steps: 4 })).toEqual([
      'Time of day: Late evening',
      'Is shared: No',
      'Steps: 4',
    ]);
  });

  it('is empty without metadata', () => {
    expect(formatMetadata({})).toEqual([]);
  });
});
