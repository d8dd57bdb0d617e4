import { createServiceSlot } from './service-slot';

/**
 * Why badges are checked: after a practice the person just did (a task, an affirmation,
 * a meditation ...: what remotes call it for), at the start of a session, or after
 * practice done offline was sent. After a practice the shell may also offer reminders.
 */
export type TBadgeCheckOccasion = 'after-practice' | 'session-start' | 'offline-sync';

/**
 * "Check badges and celebrate": after an action that may earn a badge, a page
 * asks the shell to run POST /api/check-badges and, for new badges, show the
 * celebration (spec 001 section 4). A failed check is only logged; the promise
 * never rejects.
 */
export const badgeCelebration = createServiceSlot<[TBadgeCheckOccasion], Promise<void>>(
  'badge celebration',
  () => Promise.resolve(),
);

export const checkBadgesAndCelebrate = (
  occasion: TBadgeCheckOccasion = 'after-practice',
): Promise<void> => badgeCelebration.call(occasion);
