import { badgeCelebration } from '@manifest/shell-services/badge-celebration';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { celebrationStore } from './celebration-store';

/**
 * POST /api/check-badges, then the celebration for any new badge, whose rewards change
 * the points and badges on screen. The call's module (and every contract its
 * invalidation names) loads with the first check, not before the shell's first render.
 */
async function checkAndCelebrate(queryClient: QueryClient): Promise<void> {
  const [{ checkBadges }, { invalidateProgress }] = await Promise.all([
    import('@manifest/api-client/calls/check-badges'),
    import('@manifest/api-client/calls/progress'),
  ]);
  const { newBadges } = await checkBadges();
  if (newBadges.length === 0) return;
  celebrationStore.celebrate(newBadges);
  await invalidateProgress(queryClient);
}

/**
 * Fills the badge-celebration slot remotes call after an action (and the shell at the
 * start of a session). A failed check is only logged (spec 001 section 8). After a
 * practice (not at a session's start) `afterPractice` runs once the check is done, so
 * whatever it shows comes after the celebration it may have queued.
 */
export function useBadgeCelebrationService({ afterPractice }: { afterPractice?: () => void } = {}) {
  const queryClient = useQueryClient();
  const afterPracticeRef = useRef(afterPractice);
  useEffect(() => {
    afterPracticeRef.current = afterPractice;
  }, [afterPractice]);
  useEffect(
    () =>
      badgeCelebration.provide(async (occasion) => {
        try {
          await checkAndCelebrate(queryClient);
        } catch (error) {
          console.error('Badge check failed', error);
        }
        if (occasion === 'after-practice') afterPracticeRef.current?.();
      }),
    [queryClient],
  );
}
