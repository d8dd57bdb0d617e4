import type { Knex } from 'knex';
import {
  DEFAULT_TIME_ZONE,
  isIanaTimeZone,
  localDayOf,
  type LocalDay,
} from '../../domain/time-zones';

type Db = Knex | Knex.Transaction;

/** The user's IANA zone as the browser last sent it; UTC until it has. */
export async function findUserTimeZone(db: Db, userId: string): Promise<string> {
  const row = (await db('users').select('time_zone').where({ id: userId }).first()) as
    { time_zone: string | null } | undefined;
  const zone = row?.time_zone;
  return zone && isIanaTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The user's calendar day at an instant (default now), e.g. for keys like 'task:<id>:<day>'. */
export async function localDayForUser(
  db: Db,
  userId: string,
  at: Date = new Date(),
): Promise<LocalDay> {
  return localDayOf(at, await findUserTimeZone(db, userId));
}

/** Stores the zone when it differs; a no-op write otherwise. The caller validates it. */
export async function saveUserTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
  await db('users')
    .where({ id: userId })
    .andWhereRaw('time_zone is distinct from ?', [timeZone])
    .update({ time_zone: timeZone, updated_at: db.fn.now() });
}
