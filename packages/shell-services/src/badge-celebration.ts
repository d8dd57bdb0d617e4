import { createServiceSlot } from './service-slot';

/**
 * "Check badges and celebrate": after an action that may earn a badge, a page
 * asks the shell to run POST /api/check-badges and, for new badges, show the
 * celebration (spec 001 section 4). A failed check is only logged; the promise
 * never rejects.
 */
export const badgeCelebration = createServiceSlot<[], Promise<void>>('badge celebration', () =>
  Promise.resolve(),
);

export const checkBadgesAndCelebrate = (): Promise<void> => badgeCelebration.call();
