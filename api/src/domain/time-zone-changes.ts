// Local days (what pays today, daily caps) follow the user's zone, so a zone
// that could flip freely (Auckland, Honolulu, Auckland...) would open a new
// "today" on every flip. The first zone is always taken; after that it may
// change once per this many hours, enough for real travel.
import { TIME_ZONE_CHANGE_INTERVAL_HOURS } from '@manifest/contracts/time-zone';

export { TIME_ZONE_CHANGE_INTERVAL_HOURS };
const INTERVAL_MS = TIME_ZONE_CHANGE_INTERVAL_HOURS * 60 * 60 * 1000;

/** A zone set at or before this instant may be changed at `now`. */
export function timeZoneChangeCutoff(now: Date): Date {
  return new Date(now.getTime() - INTERVAL_MS);
}

/** Milliseconds until a zone set at `changedAt` may change again (0 when it may now). */
export function timeZoneChangeWaitMs(changedAt: Date | null, now: Date): number {
  if (!changedAt) return 0;
  return Math.max(0, changedAt.getTime() + INTERVAL_MS - now.getTime());
}

/** What PUT /api/user/time-zone answers when the zone changed too recently. */
export function timeZoneChangeTooSoonMessage(waitMs: number): string {
  const hours = Math.max(1, Math.ceil(waitMs / (60 * 60 * 1000)));
  const wait = hours === 1 ? '1 hour' : `${hours} hours`;
  return `Time zone can only be changed once every ${TIME_ZONE_CHANGE_INTERVAL_HOURS} hours. Please try again in ${wait}.`;
}
