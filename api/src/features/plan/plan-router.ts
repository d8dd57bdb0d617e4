import type Router from '@koa/router';

import { SKIP_FIRST_RUN_PATH, USER_PLAN_PATH, ZPlanAnswers } from '@manifest/contracts/plan';
import type { Middleware } from 'koa';
import type { UserState } from '../../middleware/require-user-middleware';
import type { PlanService } from './plan-service';
import { createApiRouter } from '../../lib/api-router';

type Deps = {
  planService: PlanService;
  /** Reading the plan and skipping the first run are the person's settings. */
  requireUser: Middleware;
  /** Saving answers drafts (and pays for) a goal: progress, refused once a trial ended unpaid. */
  requirePaidAccess: Middleware;
};

/** GET and PUT /api/user/plan, POST /api/user/plan/skip (README.md). */
export function planRouter({
  planService,
  requireUser,
  requirePaidAccess,
}: Deps): Router<UserState> {
  const router = createApiRouter<UserState>();

  router.get(USER_PLAN_PATH, requireUser, async (ctx) => {
    ctx.body = await planService.get(ctx.state.user.id);
  });

  router.put(USER_PLAN_PATH, requirePaidAccess, async (ctx) => {
    const answers = ZPlanAnswers.parse(ctx.request.body);
    ctx.body = await planService.save(ctx.state.user.id, answers);
  });

  router.post(SKIP_FIRST_RUN_PATH, requireUser, async (ctx) => {
    ctx.body = await planService.skip(ctx.state.user.id);
  });

  return router;
}
