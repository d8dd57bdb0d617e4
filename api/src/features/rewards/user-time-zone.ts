import type { Knex } from 'knex';
import {
  DEFAULT_TIME_ZONE,
  isIanaTimeZone,
  localDayOf,
  type LocalDay,
} from '../../domain/time-zones';
import { timeZoneChangeCutoff, timeZoneChangeWaitMs } from '../../domain/time-zone-changes';

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

/**
 * Stores the zone when it differs, unless it changed less than
 * TIME_ZONE_CHANGE_INTERVAL_HOURS ago (a first zone is always taken). One
 * conditional update, so two racing changes cannot both pass. True when it
 * was stored now. The caller validates the zone.
 */
export async function changeUserTimeZone(
  db: Db,
  userId: string,
  timeZone: string,
  at: Date = new Date(),
): Promise<boolean> {
  const changed = await db('users')
    .where({ id: userId })
    .andWhereRaw('time_zone is distinct from ?', [timeZone])
    .andWhere((allowed) =>
      allowed
        .whereNull('time_zone')
        .orWhereNull('time_zone_changed_at')
        .orWhere('time_zone_changed_at', '<=', timeZoneChangeCutoff(at)),
    )
    .update({ time_zone: timeZone, time_zone_changed_at: at, updated_at: db.fn.now() })
    .returning('id');
  return changed.length > 0;
}

/**
 * After changeUserTimeZone stored nothing: null when the user already has this
 * zone, else how long (ms, at least 1 s) until it may change.
 */
export async function timeZoneChangeWait(
  db: Db,
  userId: string,
  timeZone: string,
  at: Date = new Date(),
): Promise<number | null> {
  const row = (await db('users')
    .select('time_zone', 'time_zone_changed_at')
    .where({ id: userId })
    .first()) as { time_zone: string | null; time_zone_changed_at: Date | null } | undefined;
  if (!row || row.time_zone === timeZone) return null;
  return Math.max(1000, timeZoneChangeWaitMs(row.time_zone_changed_at, at));
}
