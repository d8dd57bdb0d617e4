import type Router from '@koa/router';

import {
  CLIENT_REPORTS_SETTINGS_URL,
  CLIENT_REPORTS_URL,
  ZClientReportsRequest,
} from '@manifest/contracts/client-reports';
import type { ClientReportsService } from './client-reports-service';
import { createApiRouter } from '../../lib/api-router';

/** Browsers ask again after this long: a changed sample rate applies within five minutes. */
const SETTINGS_MAX_AGE_SECONDS = 300;

/**
 * `POST /api/analytics/client-reports`: the shell's batch of web vitals and
 * client errors (204; 400 for a bad batch, 429 past the address's limit).
 * `GET …/settings`: the share of page loads that report vitals.
 */
export function clientReportsRouter({ service }: { service: ClientReportsService }): Router {
  const router = createApiRouter();
  router.post(CLIENT_REPORTS_URL, async (ctx) => {
    await service.record(ZClientReportsRequest.parse(ctx.request.body), ctx.ip);
    ctx.status = 204;
  });
  router.get(CLIENT_REPORTS_SETTINGS_URL, (ctx) => {
    ctx.set('Cache-Control', `public, max-age=${SETTINGS_MAX_AGE_SECONDS}`);
    ctx.body = service.settings();
  });
  return router;
}
