import { z } from 'zod';

const ZDependencyHealth = z.object({
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
});
export type TDependencyHealth = z.infer<typeof ZDependencyHealth>;

/**
 * `GET /api/health` for anyone: up (200) while the database answers, down
 * (503) when it does not. Nothing a stranger could map the system with.
 */
export const ZPublicHealth = z.object({ status: z.enum(['up', 'down']) });
export type TPublicHealth = z.infer<typeof ZPublicHealth>;

/**
 * `GET /api/health` with `Authorization: Bearer <METRICS_TOKEN>`: each
 * dependency and its latency. A CMS outage only degrades (still 200).
 */
export const ZHealthDetails = z.object({
  status: z.enum(['ok', 'degraded']),
  database: ZDependencyHealth,
  cms: ZDependencyHealth,
});
export type THealthDetails = z.infer<typeof ZHealthDetails>;
