import type Router from '@koa/router';

import { WEEKLY_REVIEW_PATH } from '@manifest/contracts/weekly-review';
import type { Middleware } from 'koa';
import type { UserState } from '../../middleware/require-user-middleware';
import { createApiRouter } from '../../lib/api-router';
import type { WeeklyReviewService } from './weekly-review-service';

/** GET /api/weekly-review: Sunday evening's review in the app, or null. */
export function weeklyReviewRouter({
  weeklyReviewService,
  requireUser,
}: {
  weeklyReviewService: WeeklyReviewService;
  requireUser: Middleware;
}): Router<UserState> {
  const router = createApiRouter<UserState>();
  router.get(WEEKLY_REVIEW_PATH, requireUser, async (ctx) => {
    ctx.body = await weeklyReviewService.current(ctx.state.user.id);
  });
  return router;
}
