import { z } from 'zod';

const ZDependencyHealth = z.object({
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
});
export type TDependencyHealth = z.infer<typeof ZDependencyHealth>;

/** `GET /api/health`: 200 while the database answers (a CMS outage only degrades), 503 when it does not. */
export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: ZDependencyHealth,
  cms: ZDependencyHealth,
});
export type THealth = z.infer<typeof ZHealth>;
