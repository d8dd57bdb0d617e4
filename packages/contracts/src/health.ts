import { z } from 'zod';

const ZDependencyHealth = z.object({
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
});
export type TDependencyHealth = z.infer<typeof ZDependencyHealth>;

/**
 * Readiness, `GET /api/health` (and `/api/health/ready`) for anyone: up (200)
 * while the database answers, down (503) when it does not or while the process
 * shuts down, so a load balancer sends it nothing more. Nothing a stranger
 * could map the system with.
 */
export const ZPublicHealth = z.object({ status: z.enum(['up', 'down']) });
export type TPublicHealth = z.infer<typeof ZPublicHealth>;

/**
 * Liveness, `GET /api/health/live`: the process answers (200), whatever its
 * database does. An orchestrator restarts a process only when this fails;
 * restarting every process because PostgreSQL is away would cure nothing.
 */
export const ZLiveness = z.object({ status: z.literal('alive') });
export type TLiveness = z.infer<typeof ZLiveness>;

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
