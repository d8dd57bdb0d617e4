import type Router from '@koa/router';

import { POINTS_LIST_LIMIT, type TPointsResponse } from '@manifest/contracts/points';
import {
  isIanaTimeZone,
  TIME_ZONE_HEADER,
  ZUpdateTimeZoneRequest,
  type TTimeZoneResponse,
} from '@manifest/contracts/time-zone';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { UserState } from '../../middleware/require-user-middleware';
import { listPointsEntries } from './points-repository';
import { readProgress } from './progress-repository';
import { HttpError } from '../../lib/http-error';
import { timeZoneChangeTooSoonMessage } from '../../domain/time-zone-changes';
import { changeUserTimeZone, timeZoneChangeWait } from './user-time-zone';
import { createApiRouter } from '../../lib/api-router';

type Deps = { knex: Knex; requireUser: Middleware };

/** GET /api/user/points and PUT /api/user/time-zone. */
export function pointsRouter({ knex, requireUser }: Deps): Router<UserState> {
  const router = createApiRouter<UserState>({ prefix: '/api/user' });

  router.get('/points', requireUser, async (ctx) => {
    const userId = ctx.state.user.id;
    const [progress, entries] = await Promise.all([
      readProgress(knex, userId),
      listPointsEntries(knex, userId, POINTS_LIST_LIMIT),
    ]);
    const body: TPointsResponse = {
      totalPoints: progress?.total_points ?? 0,
      points: entries.map((entry) => ({
        id: entry.id,
        description: entry.description,
        points: entry.points,
        earnedAt: entry.earned_at.toISOString(),
      })),
    };
    ctx.body = body;
  });

  router.put('/time-zone', requireUser, async (ctx) => {
    const { timeZone } = ZUpdateTimeZoneRequest.parse(ctx.request.body);
    const userId = ctx.state.user.id;
    const at = new Date();
    // Set on purpose, as on the settings page: it sticks unless it is the browser's own.
    const browserZone = ctx.get(TIME_ZONE_HEADER);
    const source = {
      isChosen: true,
      browserZone: isIanaTimeZone(browserZone) ? browserZone : undefined,
    } as const;
    const waitMs = (await changeUserTimeZone(knex, userId, timeZone, at, source))
      ? null
      : await timeZoneChangeWait(knex, userId, timeZone, at);
    if (waitMs !== null) {
      throw new HttpError(429, timeZoneChangeTooSoonMessage(waitMs), {
        headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
      });
    }
    const body: TTimeZoneResponse = { timeZone };
    ctx.body = body;
  });

  return router;
}
