import { PERIOD_HOURS, type TAnalyticsPeriod } from '@manifest/contracts/admin-analytics';

/** A period ending now, and the one just before it (for the percent change). */
export type AnalyticsWindow = {
  from: Date;
  to: Date;
  previousFrom: Date;
  /** The UTC days the period touches, for the day-counted tables, oldest first. */
  days: string[];
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function analyticsWindow(period: TAnalyticsPeriod, now: Date): AnalyticsWindow {
  const length = PERIOD_HOURS[period] * HOUR_MS;
  const from = new Date(now.getTime() - length);
  const days: string[] = [];
  for (let at = Date.parse(`${utcDay(from)}T00:00:00Z`); at <= now.getTime(); at += DAY_MS) {
    days.push(utcDay(new Date(at)));
  }
  return { from, to: now, previousFrom: new Date(from.getTime() - length), days };
}
