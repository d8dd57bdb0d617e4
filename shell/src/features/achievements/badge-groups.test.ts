import { BADGES, type TAchievement } from '@manifest/contracts/badges';
import { describe, expect, it } from 'vitest';

import { badgeGroups, milestoneProgress } from './badge-groups';

const earned = (type: TAchievement['type']): TAchievement => ({
  type,
  title: '',
  description: '',
  badgeIcon: '',
  pointsAwarded: 0,
  earnedAt: '2026-03-01T12:00:00.000Z',
});

describe('milestoneProgress', () => {
  it('is the share of the milestone reached, capped at the milestone', () => {
    expect(milestoneProgress(120, 300)).toEqual({ current: 120, target: 300, percent: 40 });
    expect(milestoneProgress(0, 100)).toEqual({ current: 0, target: 100, percent: 0 });
    expect(milestoneProgress(1500, 1000)).toEqual({ current: 1000, target: 1000, percent: 100 });
    expect(milestoneProgress(99, 300).percent).toBe(33);
  });
});

describe('badgeGroups', () => {
  it('shows all 17 badges once, in groups by what earns them', () => {
    const groups = badgeGroups([], 0);
    expect(groups.map(({ label }) => label)).toEqual([
      'Goals',
      'Affirmations',
      'Point milestones',
      'Challenges',
      'Daily tasks',
      'Meditation',
      'Vision board',
    ]);
    const types = groups.flatMap(({ badges }) => badges.map(({ type }) => type));
    expect(types).toEqual(BADGES.map(({ type }) => type));
    expect(groups.find(({ label }) => label === 'Affirmations')?.badges).toHaveLength(3);
  });

  it('marks the earned ones', () => {
    const goals = badgeGroups([earned('first_goal')], 0)[0];
    expect(goals?.badges.map(({ title, isEarned }) => [title, isEarned])).toEqual([
      ['Goal Setter', true],
      ['Visionary', false],
    ]);
  });

  it('gives point milestones not yet earned a progress bar, and nothing else', () => {
    const groups = badgeGroups([earned('points_100')], 150);
    const milestones = groups.find(({ label }) => label === 'Point milestones')?.badges ?? [];
    expect(milestones.map(({ title, progress }) => [title, progress?.percent ?? null])).toEqual([
      ['Rising Star', null],
      ['Momentum Builder', 50],
      ['Transformation Warrior', 30],
      ['Manifestation Master', 15],
    ]);
    const others = groups.filter(({ label }) => label !== 'Point milestones');
    expect(others.flatMap(({ badges }) => badges).every(({ progress }) => !progress)).toBe(true);
  });
});
