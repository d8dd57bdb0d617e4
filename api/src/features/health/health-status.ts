import type { TDependencyHealth, THealthDetails, TPublicHealth } from '@manifest/contracts/health';

export type HealthAnswer<Body> = { httpStatus: 200 | 503; body: Body };

/** The database decides whether the API can serve (200 or 503); the CMS only degrades it. */
export function summarizeHealth(
  database: TDependencyHealth,
  cms: TDependencyHealth,
  isDraining = false,
): HealthAnswer<THealthDetails> {
  const status = database.ok && cms.ok ? 'ok' : 'degraded';
  return { httpStatus: database.ok && !isDraining ? 200 : 503, body: { status, database, cms } };
}

/**
 * What anyone may see: up or down, nothing about the parts behind. Down too
 * while the process is draining (shutting down), so balancers stop sending.
 */
export function publicHealth(
  database: TDependencyHealth,
  isDraining = false,
): HealthAnswer<TPublicHealth> {
  return database.ok && !isDraining
    ? { httpStatus: 200, body: { status: 'up' } }
    : { httpStatus: 503, body: { status: 'down' } };
}
