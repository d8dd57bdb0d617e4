import { TIME_ZONE_HEADER } from '@manifest/contracts/time-zone';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { isIanaTimeZone } from '../domain/time-zones';
import type { UserState } from './require-user-middleware';
import { changeUserTimeZone } from '../features/rewards/user-time-zone';

/**
 * Runs after requireUser on every signed-in route (app.ts): an `X-Time-Zone: Pacific/Auckland` header is stored
 * on the user before the handler runs, so its day boundaries use it. A zone
 * the runtime does not know is ignored rather than failing the call, and so is
 * a change within TIME_ZONE_CHANGE_INTERVAL_HOURS of the last one (the call
 * then runs in the stored zone; PUT /api/user/time-zone says why).
 */
export function timeZoneHeaderMiddleware({ knex }: { knex: Knex }): Middleware<UserState> {
  return async function rememberTimeZone(ctx, next) {
    const zone = ctx.get(TIME_ZONE_HEADER);
    if (zone && isIanaTimeZone(zone)) await changeUserTimeZone(knex, ctx.state.user.id, zone);
    await next();
  };
}
