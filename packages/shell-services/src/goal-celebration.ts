import { createServiceSlot } from './service-slot';

/** A goal just marked achieved, as the celebration shows it. */
export type TAchievedGoal = { id: string; title: string; pointsAwarded: number };

/**
 * "Mark achieved" (issue 38): a page asks the shell to celebrate the goal (the
 * badge celebration's dialog, confetti and chime), then to check for badges the
 * goal's points may have earned, which follow in the same dialog. Never rejects.
 */
export const goalCelebration = createServiceSlot<[TAchievedGoal], Promise<void>>(
  'goal celebration',
  () => Promise.resolve(),
);

export const celebrateGoalAchieved = (goal: TAchievedGoal): Promise<void> =>
  goalCelebration.call(goal);
