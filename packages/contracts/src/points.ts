import { z } from 'zod';

/** The points list holds the newest entries; totalPoints is over the whole ledger. */
export const POINTS_LIST_LIMIT = 100;

export const ZPointsEntry = z.object({
  id: z.string(),
  description: z.string(),
  points: z.number().int().nonnegative(),
  earnedAt: z.iso.datetime({ offset: true }),
});
export type TPointsEntry = z.infer<typeof ZPointsEntry>;

/** `GET /api/user/points` (spec 000 section 3). */
export const ZPointsResponse = z.object({
  totalPoints: z.number().int().nonnegative(),
  points: z.array(ZPointsEntry),
});
export type TPointsResponse = z.infer<typeof ZPointsResponse>;
