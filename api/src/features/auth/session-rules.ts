const DAY_MS = 24 * 60 * 60 * 1000;
// Writing last_used_at on every request would turn each read into a write.
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/** A session ends this many days after it was created, whatever happens in between. */
export function sessionExpiry(createdAt: Date, ttlDays: number): Date {
  return new Date(createdAt.getTime() + ttlDays * DAY_MS);
}

/** Whether last_used_at is stale enough to be written again. */
export function shouldRecordUse(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
}

/**
 * A session unused for more than `idleDays` ends even within its lifetime:
 * a token left on a forgotten device stops working after a week, not a month.
 * Exactly `idleDays` is still alive. The last use is only written every few
 * minutes (shouldRecordUse), far below a day, so this stays exact enough.
 */
export function isSessionIdle(lastUsedAt: Date, now: Date, idleDays: number): boolean {
  return now.getTime() - lastUsedAt.getTime() > idleDays * DAY_MS;
}
