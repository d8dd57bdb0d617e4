/**
 * `GET /api/today` (the dashboard's Today). Its key lives here so every action that pays
 * (invalidateProgress) marks the day's plan stale, whichever remote did it; the call
 * itself is the dashboard's (remotes/dashboard/src/features/today/api/get-today.ts).
 */
export const TODAY_URL = '/api/today';
export const todayQueryKey = [TODAY_URL] as const;
