/** Spec 001 section 9: the Current Time card refreshes every 60 s. */
export const CLOCK_REFRESH_MS = 60_000;

/** Milliseconds until the next whole minute, so the shown minute changes when the real one does. */
export function msUntilNextMinute(now: Date): number {
  const intoMinute = now.getSeconds() * 1000 + now.getMilliseconds();
  return CLOCK_REFRESH_MS - intoMinute;
}

/** '9:05 AM' in the browser's language and zone. */
export function formatClockTime(now: Date, locale?: string): string {
  return now.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** 'Tuesday, November 24'. */
export function formatClockDate(now: Date, locale?: string): string {
  return now.toLocaleDateString(locale, { weekday: 'long', month: 'long', day: 'numeric' });
}
