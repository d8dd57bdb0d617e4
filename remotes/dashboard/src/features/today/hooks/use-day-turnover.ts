import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { hasDayTurnedOver } from '../utils/day-turnover';

const CHECK_EVERY_MS = 60_000;

/**
 * Reads the plan again once the person's midnight has passed while the dashboard stays
 * open (checked each minute, and when the tab is shown again): a new day, a fresh plan.
 */
export function useDayTurnover(date: string | undefined, timeZone: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!date || !timeZone) return;
    const check = () => {
      if (document.visibilityState === 'visible' && hasDayTurnedOver(new Date(), date, timeZone)) {
        void invalidateProgress(queryClient);
      }
    };
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [date, timeZone, queryClient]);
}
