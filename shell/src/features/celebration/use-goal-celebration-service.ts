import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { goalCelebration } from '@manifest/shell-services/goal-celebration';
import { useEffect } from 'react';

import { celebrationStore } from './celebration-store';

/**
 * Fills the goal-celebration slot: "Mark achieved" on a remote's page shows the goal
 * in the celebration dialog at once, then any badge its points earned joins the queue.
 */
export function useGoalCelebrationService() {
  useEffect(
    () =>
      goalCelebration.provide(async (goal) => {
        celebrationStore.celebrateGoal(goal);
        await checkBadgesAndCelebrate();
      }),
    [],
  );
}
