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
 * Who sets the zone: the browser's header (never over a zone the person chose), or
 * the person, whose choice sticks unless it is the zone the browser is in.
 */
export type TimeZoneSource = { isChosen: false } | { isChosen: true; browserZone?: string };
const FROM_BROWSER: TimeZoneSource = { isChosen: false };

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
  source: TimeZoneSource = FROM_BROWSER,
): Promise<boolean> {
  const changed = await db('users')
    .where({ id: userId })
    .andWhereRaw('time_zone is distinct from ?', [timeZone])
    .modify((query) => {
      if (!source.isChosen) void query.andWhere('time_zone_is_chosen', false);
    })
    .andWhere((allowed) =>
      allowed
        .whereNull('time_zone')
        .orWhereNull('time_zone_changed_at')
        .orWhere('time_zone_changed_at', '<=', timeZoneChangeCutoff(at)),
    )
    .update({
      time_zone: timeZone,
      time_zone_changed_at: at,
      ...(source.isChosen ? { time_zone_is_chosen: isKeptChoice(timeZone, source) } : {}),
      updated_at: db.fn.now(),
    })
    .returning('id');
  return changed.length > 0;
}

/** A chosen zone sticks, unless it is the browser's own: then the account follows the browser. */
const isKeptChoice = (timeZone: string, source: TimeZoneSource): boolean =>
  source.isChosen && timeZone !== source.browserZone;

/**
 * The person chose the zone they already have: whether it sticks (see
 * changeUserTimeZone) may change, the zone and its change interval do not.
 */
export async function confirmChosenTimeZone(
  db: Db,
  userId: string,
  timeZone: string,
  browserZone: string | undefined,
): Promise<void> {
  await db('users')
    .where({ id: userId, time_zone: timeZone })
    .update({ time_zone_is_chosen: isKeptChoice(timeZone, { isChosen: true, browserZone }) });
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
