import type { TNewBadge } from '@manifest/contracts/badges';

/** New badges waiting to be celebrated, and the one shown (spec 001 section 4). */
export type TCelebration = { badges: readonly TNewBadge[]; index: number };

export const NO_CELEBRATION: TCelebration = { badges: [], index: 0 };

/** Adds badges to the queue, each type once; the one shown stays shown. */
export function withNewBadges(state: TCelebration, badges: readonly TNewBadge[]): TCelebration {
  const queued = new Set(state.badges.map(({ type }) => type));
  const added = badges.filter(({ type }) => {
    if (queued.has(type)) return false;
    queued.add(type);
    return true;
  });
  return added.length === 0 ? state : { ...state, badges: [...state.badges, ...added] };
}

/** Previous (-1) or Next (+1), staying within the queue. */
export function stepTo(state: TCelebration, delta: -1 | 1): TCelebration {
  const index = Math.min(Math.max(state.index + delta, 0), Math.max(state.badges.length - 1, 0));
  return index === state.index ? state : { ...state, index };
}

/** "1 of 2". */
export const counterText = ({ badges, index }: TCelebration): string =>
  `${index + 1} of ${badges.length}`;
