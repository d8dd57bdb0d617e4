import { BADGES } from '@manifest/contracts/badges';
import { describe, expect, it } from 'vitest';
import { badgeCascade, badgeProgress, type BadgeMetrics } from './badge-rules';

const ZERO: BadgeMetrics = {
  goalsCreated: 0,
  affirmationsSaid: 0,
  distinctAffirmations: 0,
  totalPoints: 0,
  challengesCompleted: 0,
  tasksCompleted: 0,
  meditations: 0,
  visionItems: 0,
};

const types = (badges: { type: string }[]) => badges.map((badge) => badge.type);

describe('the badge catalogue', () => {
  it('has the 17 badges of the spec with their rewards', () => {
    expect(BADGES).toHaveLength(17);
    expect(BADGES.map((badge) => [badge.title, badge.pointsReward, badge.threshold])).toEqual([
      ['Goal Setter', 50, 1],
      ['Visionary', 200, 5],
      ['Positive Mindset', 50, 5],
      ['Mindset Shifter', 150, 20],
      ['Affirmation Master', 500, 42],
      ['Rising Star', 25, 100],
      ['Momentum Builder', 75, 300],
      ['Transformation Warrior', 100, 500],
      ['Manifestation Master', 200, 1000],
      ['Challenge Accepted', 100, 1],
      ['Challenge Warrior', 250, 5],
      ['Challenge Master', 500, 10],
      ['Daily Discipline', 150, 10],
      ['Habit Builder', 300, 30],
      ['Inner Peace Seeker', 75, 1],
      ['Zen Master', 250, 10],
      ['Dream Architect', 100, 3],
    ]);
  });
});

describe('badgeCascade', () => {
  it('awards nothing below every threshold', () => {
    expect(badgeCascade(ZERO, new Set())).toEqual([]);
  });

  it('awards what was reached, not what was already earned', () => {
    const metrics = { ...ZERO, goalsCreated: 1, visionItems: 3, totalPoints: 50 };
    expect(types(badgeCascade(metrics, new Set(['first_goal', 'points_100'])))).toEqual([
      'vision_creator',
    ]);
  });

  it('carries the total over milestones with the rewards, round after round', () => {
    // 80 + Dream Architect 100 = 180 -> Rising Star 25 = 205.
    expect(types(badgeCascade({ ...ZERO, visionItems: 3, totalPoints: 80 }, new Set()))).toEqual([
      'vision_creator',
      'points_100',
    ]);
    // 900 + Challenge Accepted 100 = 1000 -> Manifestation Master.
    const earned = new Set(['points_100', 'points_300', 'points_500']);
    expect(
      types(badgeCascade({ ...ZERO, challengesCompleted: 1, totalPoints: 900 }, earned)),
    ).toEqual(['challenge_starter', 'points_1000']);
  });

  it('needs distinct affirmations for Affirmation Master', () => {
    const said = { ...ZERO, affirmationsSaid: 100, distinctAffirmations: 41 };
    expect(types(badgeCascade(said, new Set()))).not.toContain('affirmation_master');
    expect(types(badgeCascade({ ...said, distinctAffirmations: 42 }, new Set()))).toContain(
      'affirmation_master',
    );
  });
});

describe('badgeProgress', () => {
  it('is the percent reached, at most 100', () => {
    const risingStar = BADGES.find((badge) => badge.type === 'points_100')!;
    expect(badgeProgress(risingStar, { ...ZERO, totalPoints: 55 })).toBe(55);
    expect(badgeProgress(risingStar, { ...ZERO, totalPoints: 5000 })).toBe(100);
  });
});
