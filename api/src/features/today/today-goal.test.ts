import { describe, expect, it } from 'vitest';
import { goalForToday, isGoalMovedOn, type GoalForToday } from './today-goal';

const ZONE = 'America/New_York';
const TODAY = '2030-03-20';

const goal = (id: string, changes: Partial<GoalForToday> = {}): GoalForToday => ({
  id,
  title: `Goal ${id}`,
  category: 'personal',
  status: 'active',
  progress: 0,
  completed_at: null,
  created_at: new Date('2030-01-01T12:00:00Z'),
  updated_at: new Date('2030-01-01T12:00:00Z'),
  ...changes,
});

describe('goalForToday', () => {
  it('is the goal the plan names', () => {
    const goals = [goal('a'), goal('b', { category: 'manifestation' }), goal('c')];
    expect(goalForToday(goals, 'c', TODAY, ZONE)?.id).toBe('c');
  });

  it('is else the newest manifestation goal, else the newest active goal', () => {
    const older = goal('old', {
      category: 'manifestation',
      created_at: new Date('2029-05-01T00:00:00Z'),
    });
    const newer = goal('new', { category: 'manifestation' });
    expect(goalForToday([older, goal('x'), newer], null, TODAY, ZONE)?.id).toBe('new');
    expect(
      goalForToday(
        [goal('a'), goal('b', { created_at: new Date('2030-02-01T00:00:00Z') })],
        'gone',
        TODAY,
        ZONE,
      )?.id,
    ).toBe('b');
    expect(goalForToday([goal('paused', { status: 'paused' })], null, TODAY, ZONE)).toBeNull();
    expect(goalForToday([], null, TODAY, ZONE)).toBeNull();
  });

  it('leaves out a goal achieved before today, keeps one achieved today', () => {
    const achievedYesterday = goal('y', {
      category: 'manifestation',
      status: 'completed',
      completed_at: new Date('2030-03-20T03:00:00Z'), // 23:00 on the 19th in New York
    });
    const achievedToday = goal('t', {
      status: 'completed',
      completed_at: new Date('2030-03-20T05:00:00Z'), // 01:00 on the 20th
    });
    expect(goalForToday([achievedYesterday], 'y', TODAY, ZONE)).toBeNull();
    expect(goalForToday([achievedYesterday, achievedToday], 't', TODAY, ZONE)?.id).toBe('t');
  });
});

describe('isGoalMovedOn', () => {
  it('is true when the goal was written in the person’s day', () => {
    const at = (iso: string) => goal('g', { updated_at: new Date(iso) });
    expect(isGoalMovedOn(at('2030-03-20T04:30:00Z'), TODAY, ZONE)).toBe(true);
    expect(isGoalMovedOn(at('2030-03-20T03:30:00Z'), TODAY, ZONE)).toBe(false);
    expect(isGoalMovedOn(at('2030-03-21T05:00:00Z'), TODAY, ZONE)).toBe(false);
  });
});
