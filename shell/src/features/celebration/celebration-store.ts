import type { TNewBadge } from '@manifest/contracts/badges';
import type { TAchievedGoal } from '@manifest/shell-services/goal-celebration';

import {
  goalItem,
  NO_CELEBRATION,
  stepTo,
  withItems,
  withNewBadges,
  type TCelebration,
} from './celebration-queue';
import { createExternalStore } from '../../lib/external-store';

const store = createExternalStore<TCelebration>(NO_CELEBRATION);
const setState = store.set;

/** The shell's one celebration queue: badge checks and achieved goals fill it, the dialog shows it. */
export const celebrationStore = {
  celebrate: (badges: readonly TNewBadge[]) => setState(withNewBadges(store.get(), badges)),
  celebrateGoal: (goal: TAchievedGoal) => setState(withItems(store.get(), [goalItem(goal)])),
  previous: () => setState(stepTo(store.get(), -1)),
  next: () => setState(stepTo(store.get(), 1)),
  /** Continue and the close button: the dialog closes and the queue empties. */
  clear: () => setState(NO_CELEBRATION),
};

export const useCelebration = (): TCelebration => store.useValue();
