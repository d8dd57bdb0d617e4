import { describe, expect, it } from 'vitest';
import { suggestionFor, weeklyFigures } from './weekly-review-figures';

const week = (points: number[], activities: number[] = points) =>
  points.map((value, index) => ({
    day: `2026-03-${String(23 + index).padStart(2, '0')}`,
    points: value,
    activities: activities[index] ?? 0,
  }));

describe('weeklyFigures', () => {
  it('adds the week up and finds its best day, the earliest of equals', () => {
    expect(
      weeklyFigures({
        days: week([10, 0, 45, 45, 0, 20, 0]),
        currentStreak: 3,
        meditationMinutes: 25,
        tasksDone: 4,
      }),
    ).toEqual({
      firstDay: '2026-03-23',
      lastDay: '2026-03-29',
      points: 120,
      currentStreak: 3,
      meditationMinutes: 25,
      tasksDone: 4,
      activeDays: 4,
      bestDay: { day: '2026-03-25', points: 45 },
    });
  });

  it('has no best day in a quiet week', () => {
    const figures = weeklyFigures({
      days: week([0, 0, 0, 0, 0, 0, 0]),
      currentStreak: 0,
      meditationMinutes: 0,
      tasksDone: 0,
    });
    expect(figures.bestDay).toBeNull();
    expect(suggestionFor(figures)).toMatch(/^Start small/);
  });
});

describe('suggestionFor', () => {
  const base = {
    firstDay: '2026-03-23',
    lastDay: '2026-03-29',
    points: 100,
    currentStreak: 2,
    bestDay: null,
  };
  it('suggests one thing for the week as it went', () => {
    expect(
      suggestionFor({ ...base, activeDays: 2, meditationMinutes: 10, tasksDone: 2 }),
    ).toContain('You showed up on 2 days');
    expect(suggestionFor({ ...base, activeDays: 5, meditationMinutes: 0, tasksDone: 5 })).toContain(
      'add a short meditation',
    );
    expect(
      suggestionFor({ ...base, activeDays: 5, meditationMinutes: 30, tasksDone: 2 }),
    ).toContain('finishing one daily task');
    expect(suggestionFor({ ...base, activeDays: 6, meditationMinutes: 30, tasksDone: 8 })).toMatch(
      /^A strong week/,
    );
  });
});
