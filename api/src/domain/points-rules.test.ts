import { describe, expect, it } from 'vitest';
import {
  AFFIRMATION_POINTS,
  cappedPoints,
  counterDeltas,
  GOAL_POINTS,
  GOALS_PAID_PER_DAY,
  isValidPointsAmount,
  MEDITATION_MINUTES_MAX,
  MEDITATION_POINTS,
  TASKS_PAID_PER_DAY,
  VISION_ITEM_POINTS,
  CHALLENGE_POINTS_BY_DIFFICULTY,
} from './points-rules';

describe('amounts', () => {
  it('are the ones DESIGN.md decided', () => {
    expect(CHALLENGE_POINTS_BY_DIFFICULTY).toEqual({ easy: 50, medium: 75, hard: 100 });
    expect([AFFIRMATION_POINTS, GOAL_POINTS, MEDITATION_POINTS, VISION_ITEM_POINTS]).toEqual([
      10, 25, 30, 20,
    ]);
  });
});

describe('counterDeltas', () => {
  it('moves the counter of a counted action', () => {
    expect(counterDeltas('task', 'completed')).toEqual({ tasks_completed: 1 });
    expect(counterDeltas('goal', 'created')).toEqual({ goals_created: 1 });
    expect(counterDeltas('goal', 'completed')).toEqual({ goals_completed: 1 });
    expect(counterDeltas('vision_board', 'created')).toEqual({ vision_items_created: 1 });
  });
  it('moves nothing for other actions', () => {
    expect(counterDeltas('challenge', 'started')).toEqual({});
    expect(counterDeltas('vision_board', 'updated')).toEqual({});
    expect(counterDeltas('badge', 'earned')).toEqual({});
  });
  it('adds whole meditation minutes, rounded up and bounded', () => {
    expect(counterDeltas('meditation', 'started', { minutes: 9.2 })).toEqual({
      meditations: 1,
      meditation_minutes: 10,
    });
    expect(counterDeltas('meditation', 'started', { minutes: 10_000 }).meditation_minutes).toBe(
      MEDITATION_MINUTES_MAX,
    );
    expect(counterDeltas('meditation', 'started', { minutes: '15' })).toEqual({ meditations: 1 });
    expect(counterDeltas('meditation', 'started', { minutes: -5 })).toEqual({ meditations: 1 });
  });
});

describe('cappedPoints', () => {
  it('pays the first N of a capped kind per day, then 0', () => {
    expect(cappedPoints('goal', 'created', GOAL_POINTS, GOALS_PAID_PER_DAY - 1)).toBe(GOAL_POINTS);
    expect(cappedPoints('goal', 'created', GOAL_POINTS, GOALS_PAID_PER_DAY)).toBe(0);
    expect(cappedPoints('task', 'completed', 100, TASKS_PAID_PER_DAY)).toBe(0);
  });
  it('does not cap challenges or badges (their keys pay once ever)', () => {
    expect(cappedPoints('challenge', 'completed', 100, 1000)).toBe(100);
    expect(cappedPoints('badge', 'earned', 500, 1000)).toBe(500);
  });
});

describe('isValidPointsAmount', () => {
  it('accepts whole numbers from 0 to 1000 only', () => {
    expect([0, 1, 1000].every(isValidPointsAmount)).toBe(true);
    expect([-1, 0.5, 1001, Number.NaN, Infinity].some(isValidPointsAmount)).toBe(false);
  });
});
