import type { TUpdateProfile } from '@manifest/contracts/auth';
import type { Knex } from 'knex';
import { timeZoneChangeTooSoonMessage } from '../../domain/time-zone-changes';
import { HttpError } from '../../lib/http-error';
import {
  changeUserTimeZone,
  confirmChosenTimeZone,
  timeZoneChangeWait,
} from '../points/user-time-zone';

/** The 429 of a zone changed again within TIME_ZONE_CHANGE_INTERVAL_HOURS, naming the field. */
export const timeZoneTooSoon = (waitMs: number): HttpError =>
  new HttpError(429, timeZoneChangeTooSoonMessage(waitMs), {
    field: 'timeZone',
    headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  });

/**
 * PATCH /api/auth/user: the person's name and chosen zone, together or not at all. A new
 * zone follows the change interval (a 429 that says when, and nothing is saved); a zone
 * other than the browser's stays chosen, the browser's own lets the account follow it.
 */
export async function updateProfile(
  knex: Knex,
  userId: string,
  input: TUpdateProfile,
  { browserZone, at }: { browserZone: string | undefined; at: Date },
): Promise<void> {
  await knex.transaction(async (trx) => {
    const { timeZone } = input;
    const source = { isChosen: true, browserZone } as const;
    if (!(await changeUserTimeZone(trx, userId, timeZone, at, source))) {
      const waitMs = await timeZoneChangeWait(trx, userId, timeZone, at);
      if (waitMs !== null) throw timeZoneTooSoon(waitMs);
      await confirmChosenTimeZone(trx, userId, timeZone, browserZone);
    }
    await trx('users')
      .where({ id: userId })
      .update({ first_name: input.firstName, last_name: input.lastName, updated_at: trx.fn.now() });
  });
}
