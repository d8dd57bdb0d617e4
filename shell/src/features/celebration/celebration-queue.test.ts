import type { TNewBadge } from '@manifest/contracts/badges';
import { describe, expect, it } from 'vitest';

import {
  counterText,
  goalItem,
  NO_CELEBRATION,
  stepTo,
  withItems,
  withNewBadges,
} from './celebration-queue';

const badge = (type: TNewBadge['type'], title: string): TNewBadge => ({
  type,
  title,
  description: '',
  badgeIcon: '',
  pointsAwarded: 50,
});
const GOAL = badge('first_goal', 'Goal Setter');
const MINDSET = badge('affirmation_starter', 'Positive Mindset');
const STAR = badge('points_100', 'Rising Star');

describe('celebration queue', () => {
  it('queues new badges in order, each once', () => {
    const state = withNewBadges(withNewBadges(NO_CELEBRATION, [MINDSET, GOAL]), [GOAL, STAR]);
    expect(state.items.map(({ title }) => title)).toEqual([
      'Positive Mindset',
      'Goal Setter',
      'Rising Star',
    ]);
    expect(state.index).toBe(0);
  });

  it('is unchanged by an empty or repeated answer', () => {
    const state = withNewBadges(NO_CELEBRATION, [GOAL]);
    expect(withNewBadges(state, [])).toBe(state);
    expect(withNewBadges(state, [GOAL])).toBe(state);
  });

  it('moves with Previous and Next within the queue, and counts "N of M"', () => {
    let state = withNewBadges(NO_CELEBRATION, [MINDSET, GOAL]);
    expect(counterText(state)).toBe('1 of 2');
    expect(stepTo(state, -1)).toBe(state);
    state = stepTo(state, 1);
    expect(counterText(state)).toBe('2 of 2');
    expect(stepTo(state, 1)).toBe(state);
    expect(counterText(stepTo(state, -1))).toBe('1 of 2');
  });

  it('queues an achieved goal once, and the badges it earned after it', () => {
    const goal = goalItem({ id: 'g1', title: 'Run a 10k', pointsAwarded: 25 });
    let state = withItems(NO_CELEBRATION, [goal]);
    expect(withItems(state, [goal])).toBe(state);
    state = withNewBadges(state, [STAR]);
    expect(state.items.map(({ kind, title }) => [kind, title])).toEqual([
      ['goal', 'Run a 10k'],
      ['badge', 'Rising Star'],
    ]);
    expect(counterText(state)).toBe('1 of 2');
  });
});
