import { ZSignupRequest } from '@manifest/contracts/auth';
import {
  ZTestSetupActivitiesRequest,
  ZTestSetupTrialRequest,
  ZTestSetupWeeklyReviewRequest,
} from './test-setup-request';
import type { TestSetupService } from './test-setup-service';
import { createApiRouter } from '../../lib/api-router';

/**
 * /api/test-setup/*: end-to-end tests set up state through the API, not the UI (a trial
 * that ended, say). routes.ts mounts it only when API_TEST_SETUP is true, which the
 * environment refuses with NODE_ENV=production; otherwise these paths answer 404.
 */
export function testSetupRouter({ testSetupService }: { testSetupService: TestSetupService }) {
  const router = createApiRouter({ prefix: '/api/test-setup' });

  // The sign-up answer (token, user, deviceId), without the per-address sign-up limit.
  router.post('/users', async (ctx) => {
    const input = ZSignupRequest.parse(ctx.request.body);
    ctx.body = await testSetupService.createUser(input);
    ctx.status = 201;
  });

  router.post('/trial', async (ctx) => {
    const request = ZTestSetupTrialRequest.parse(ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: await testSetupService.setTrial(request) };
  });

  // Weeks of history at once (the browser may back-date a logged activity by a week at most).
  router.post('/activities', async (ctx) => {
    const request = ZTestSetupActivitiesRequest.parse(ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recorded: await testSetupService.recordActivities(request) };
    ctx.status = 201;
  });

  // Sunday evening's weekly review for one person, as the job would run it then.
  router.post('/weekly-review', async (ctx) => {
    const request = ZTestSetupWeeklyReviewRequest.parse(ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await testSetupService.runWeeklyReview(request);
  });

  return router;
}
