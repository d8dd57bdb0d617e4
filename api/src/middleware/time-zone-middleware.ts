import { TIME_ZONE_HEADER } from '@manifest/contracts/time-zone';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import { isIanaTimeZone } from '../domain/time-zones';
import type { UserState } from './require-user-middleware';
import { changeUserTimeZone } from '../features/points/user-time-zone';

/** Users whose header was handled recently, per process, so the same header costs no query. */
const HANDLED_CACHE_SIZE = 10_000;
const HANDLED_TTL_MS = 10 * 60 * 1000;

/**
 * Runs after requireUser on every signed-in route (app.ts): an `X-Time-Zone: Pacific/Auckland`
 * header is stored on the user before the handler runs, so its day boundaries use it. A zone
 * the runtime does not know is ignored rather than failing the call, and so is a change within
 * TIME_ZONE_CHANGE_INTERVAL_HOURS of the last one (the call then runs in the stored zone;
 * PUT /api/user/time-zone says why), and so is any change of a zone the person chose on
 * the settings page (PATCH /api/auth/user). The browser sends the header on every call, so a header
 * already handled for this user in the last few minutes is not sent to the database again.
 */
export function timeZoneHeaderMiddleware({ knex }: { knex: Knex }): Middleware<UserState> {
  const handled = new LRUCache<string, true>({ max: HANDLED_CACHE_SIZE, ttl: HANDLED_TTL_MS });
  return async function rememberTimeZone(ctx, next) {
    const zone = ctx.get(TIME_ZONE_HEADER);
    const key = `${ctx.state.user.id} ${zone}`;
    if (zone && isIanaTimeZone(zone) && !handled.has(key)) {
      await changeUserTimeZone(knex, ctx.state.user.id, zone);
      handled.set(key, true);
    }
    await next();
  };
}
