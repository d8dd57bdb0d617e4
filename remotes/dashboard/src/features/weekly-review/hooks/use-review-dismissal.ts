import { useCallback, useEffect, useState } from 'react';

import { DISMISSED_WEEK_KEY, SHOWN_WEEK_KEY, readWeek, writeWeek } from '../utils/review-dismissal';

/**
 * The week whose review the person closed (kept in localStorage, so it stays closed after
 * a reload until the next Sunday's), and a note of the week on screen for the next visit.
 * `weekEnd`: the review's week once its answer arrived (null: none), undefined meanwhile.
 */
export function useReviewDismissal(weekEnd: string | null | undefined) {
  const [dismissedWeek, setDismissedWeek] = useState(() => readWeek(DISMISSED_WEEK_KEY));
  const [shownWeek] = useState(() => readWeek(SHOWN_WEEK_KEY));
  const isDismissed = weekEnd != null && weekEnd === dismissedWeek;

  useEffect(() => {
    if (weekEnd === undefined) return;
    writeWeek(SHOWN_WEEK_KEY, weekEnd !== null && !isDismissed ? weekEnd : null);
  }, [weekEnd, isDismissed]);

  const dismiss = useCallback((week: string) => {
    writeWeek(DISMISSED_WEEK_KEY, week);
    setDismissedWeek(week);
  }, []);

  return { dismissedWeek, shownWeek, isDismissed, dismiss };
}
