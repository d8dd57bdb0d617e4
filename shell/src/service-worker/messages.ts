import { z } from 'zod';

/** The remotes whose pages work offline: the practice pages and the dashboard. */
export const OFFLINE_REMOTES = ['practice', 'dashboard'] as const;

/** Page → worker: download every file of these remotes now, so their pages open offline. */
export const ZWarmRemotesMessage = z.object({
  type: z.literal('warm-remotes'),
  remotes: z.array(z.string().min(1)).max(10),
});
export type TWarmRemotesMessage = z.infer<typeof ZWarmRemotesMessage>;

/** Worker → page: the files are in the cache (how many were fetched now). */
export type TRemotesWarmedMessage = { type: 'remotes-warmed'; fetched: number; failed: number };
