import type { TNewBadge } from '@manifest/contracts/badges';
import type { TAchievedGoal } from '@manifest/shell-services/goal-celebration';

/** One thing to celebrate: a new badge (spec 001 section 4) or a goal marked achieved (issue 38). */
export type TCelebrationItem = {
  /** Each key is celebrated once per queue: 'badge:<type>', 'goal:<id>'. */
  key: string;
  kind: 'badge' | 'goal';
  icon: string;
  title: string;
  description: string;
  pointsAwarded: number;
};

/** What waits to be celebrated, and the one shown. */
export type TCelebration = { items: readonly TCelebrationItem[]; index: number };

export const NO_CELEBRATION: TCelebration = { items: [], index: 0 };

export const badgeItem = (badge: TNewBadge): TCelebrationItem => ({
  key: `badge:${badge.type}`,
  kind: 'badge',
  icon: badge.badgeIcon,
  title: badge.title,
  description: badge.description,
  pointsAwarded: badge.pointsAwarded,
});

export const goalItem = (goal: TAchievedGoal): TCelebrationItem => ({
  key: `goal:${goal.id}`,
  kind: 'goal',
  icon: '🏆',
  title: goal.title,
  description: 'You did it. This goal is achieved.',
  pointsAwarded: goal.pointsAwarded,
});

/** Adds items to the queue, each key once; the one shown stays shown. */
export function withItems(state: TCelebration, items: readonly TCelebrationItem[]): TCelebration {
  const queued = new Set(state.items.map(({ key }) => key));
  const added = items.filter(({ key }) => {
    if (queued.has(key)) return false;
    queued.add(key);
    return true;
  });
  return added.length === 0 ? state : { ...state, items: [...state.items, ...added] };
}

/** Adds badges to the queue, each type once. */
export const withNewBadges = (state: TCelebration, badges: readonly TNewBadge[]): TCelebration =>
  withItems(state, badges.map(badgeItem));

/** Previous (-1) or Next (+1), staying within the queue. */
export function stepTo(state: TCelebration, delta: -1 | 1): TCelebration {
  const index = Math.min(Math.max(state.index + delta, 0), Math.max(state.items.length - 1, 0));
  return index === state.index ? state : { ...state, index };
}

/** "1 of 2". */
export const counterText = ({ items, index }: TCelebration): string =>
  `${index + 1} of ${items.length}`;
