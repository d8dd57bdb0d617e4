import { useEffect, useState } from 'react';

import { CLOCK_REFRESH_MS, msUntilNextMinute } from '../utils/current-time';

/** The time now, refreshed every 60 s on the minute (spec 001 section 9). */
export function useCurrentTime(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(new Date());
    const firstTick = setTimeout(() => {
      tick();
      interval = setInterval(tick, CLOCK_REFRESH_MS);
    }, msUntilNextMinute(new Date()));
    return () => {
      clearTimeout(firstTick);
      clearInterval(interval);
    };
  }, []);
  return now;
}
