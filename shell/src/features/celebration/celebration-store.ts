import type { TNewBadge } from '@manifest/contracts/badges';

import { NO_CELEBRATION, stepTo, withNewBadges, type TCelebration } from './celebration-queue';
import { createExternalStore } from '../../lib/external-store';

const store = createExternalStore<TCelebration>(NO_CELEBRATION);
const setState = store.set;

/** The shell's one celebration queue: badge checks fill it, the celebration dialog shows it. */
export const celebrationStore = {
  celebrate: (badges: readonly TNewBadge[]) => setState(withNewBadges(store.get(), badges)),
  previous: () => setState(stepTo(store.get(), -1)),
  next: () => setState(stepTo(store.get(), 1)),
  /** Continue and the close button: the dialog closes and the queue empties. */
  clear: () => setState(NO_CELEBRATION),
};

export const useCelebration = (): TCelebration => store.useValue();
