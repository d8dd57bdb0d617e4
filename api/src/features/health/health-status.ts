import type { TDependencyHealth, THealth } from '@manifest/contracts/health';

/** The database decides whether the API can serve (200 or 503); the CMS only degrades it. */
export function summarizeHealth(
  database: TDependencyHealth,
  cms: TDependencyHealth,
): { httpStatus: 200 | 503; body: THealth } {
  const status = database.ok && cms.ok ? 'ok' : 'degraded';
  return { httpStatus: database.ok ? 200 : 503, body: { status, database, cms } };
}
