import type { TReminderKind, TReminderSettings } from '@manifest/contracts/reminders';
import type { Knex } from 'knex';
import type { LocalDay } from '../../domain/time-zones';
import type { UnsubscribeKind } from './unsubscribe-link';

type Db = Knex | Knex.Transaction;

type SettingsRow = {
  practice_enabled: boolean;
  practice_time: string;
  goal_enabled: boolean;
  goal_time: string;
  quiet_start: string | null;
  quiet_end: string | null;
};

const SETTINGS_COLUMNS = [
  'practice_enabled',
  'practice_time',
  'goal_enabled',
  'goal_time',
  'quiet_start',
  'quiet_end',
] as const;

export const settingsOfRow = (row: SettingsRow): TReminderSettings => ({
  practice: { enabled: row.practice_enabled, time: row.practice_time },
  goal: { enabled: row.goal_enabled, time: row.goal_time },
  quietHours:
    row.quiet_start !== null && row.quiet_end !== null
      ? { start: row.quiet_start, end: row.quiet_end }
      : null,
});

const rowOfSettings = (settings: TReminderSettings): SettingsRow => ({
  practice_enabled: settings.practice.enabled,
  practice_time: settings.practice.time,
  goal_enabled: settings.goal.enabled,
  goal_time: settings.goal.time,
  quiet_start: settings.quietHours?.start ?? null,
  quiet_end: settings.quietHours?.end ?? null,
});

/** The saved settings, or undefined while the person never saved any. */
export async function findSettings(db: Db, userId: string): Promise<TReminderSettings | undefined> {
  const row = (await db('reminder_settings')
    .select(...SETTINGS_COLUMNS)
    .where({ user_id: userId })
    .first()) as SettingsRow | undefined;
  return row ? settingsOfRow(row) : undefined;
}

/** The reminder time of the person's first-run answers, if they gave one. */
export async function findPlanReminderTime(db: Db, userId: string): Promise<string | undefined> {
  const row = (await db('user_plans')
    .select(db.raw(`answers->>'reminderTime' as reminder_time`))
    .where({ user_id: userId })
    .first()) as { reminder_time: string | null } | undefined;
  return row?.reminder_time ?? undefined;
}

export async function saveSettings(
  db: Db,
  userId: string,
  settings: TReminderSettings,
  at: Date,
): Promise<void> {
  await db('reminder_settings')
    .insert({ user_id: userId, ...rowOfSettings(settings), updated_at: at })
    .onConflict('user_id')
    .merge();
}

/** Turns one kind off (an unsubscribe link), saving the defaults first when nothing was saved. */
export async function disableKind(
  db: Db,
  userId: string,
  kind: UnsubscribeKind,
  defaults: TReminderSettings,
  at: Date,
): Promise<void> {
  const column = {
    practice: 'practice_enabled',
    goal: 'goal_enabled',
    'weekly-review': 'weekly_review_enabled',
  }[kind];
  await db('reminder_settings')
    .insert({ user_id: userId, ...rowOfSettings(defaults), [column]: false, updated_at: at })
    .onConflict('user_id')
    .merge({ [column]: false, updated_at: at });
}

export type ReminderCandidate = {
  id: string;
  email: string;
  first_name: string;
  time_zone: string | null;
  email_verified_at: Date | null;
  plan_reminder_time: string | null;
  /** Null while the person never saved settings: the defaults apply. */
  practice_enabled: boolean | null;
  practice_time: string | null;
  goal_enabled: boolean | null;
  goal_time: string | null;
  quiet_start: string | null;
  quiet_end: string | null;
};

/**
 * A page of people (ordered by id, after `afterId`) who may have a reminder on: saved
 * settings with a kind on, or no settings yet (the practice reminder is on by default).
 */
export async function reminderCandidates(
  db: Db,
  afterId: string | null,
  limit: number,
): Promise<ReminderCandidate[]> {
  return db('users as u')
    .leftJoin('reminder_settings as s', 's.user_id', 'u.id')
    .leftJoin('user_plans as p', 'p.user_id', 'u.id')
    .modify((query) => {
      if (afterId) void query.where('u.id', '>', afterId);
    })
    .where((enabled) =>
      enabled
        .whereNull('s.user_id')
        .orWhere('s.practice_enabled', true)
        .orWhere('s.goal_enabled', true),
    )
    .orderBy('u.id')
    .limit(limit)
    .select(
      'u.id',
      'u.email',
      'u.first_name',
      'u.time_zone',
      'u.email_verified_at',
      db.raw(`p.answers->>'reminderTime' as plan_reminder_time`),
      ...SETTINGS_COLUMNS.map((column) => `s.${column}`),
    ) as Promise<ReminderCandidate[]>;
}

/** The days already decided for these people since `fromDay`, as 'userId:kind:day' keys. */
export async function decidedSince(
  db: Db,
  userIds: string[],
  fromDay: LocalDay,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = (await db('reminder_deliveries')
    .whereIn('user_id', userIds)
    .where('local_date', '>=', fromDay)
    .select('user_id', 'kind', db.raw('local_date::text as local_date'))) as {
    user_id: string;
    kind: string;
    local_date: string;
  }[];
  return new Set(rows.map((row) => `${row.user_id}:${row.kind}:${row.local_date}`));
}

export type DeliveryDecision =
  | { status: 'sending' }
  | { status: 'skipped'; reason: 'day-done' | 'quiet-hours' | 'late' | 'no-channel' };

/**
 * Claims the person's reminder of that kind and day with its decision, in one insert:
 * true when this call decided it, false when another run or process already had.
 */
export async function claimDelivery(
  db: Db,
  delivery: { userId: string; kind: TReminderKind; localDay: LocalDay; dueAt: Date; at: Date },
  decision: DeliveryDecision,
): Promise<boolean> {
  const inserted = await db('reminder_deliveries')
    .insert({
      user_id: delivery.userId,
      kind: delivery.kind,
      local_date: delivery.localDay,
      due_at: delivery.dueAt,
      status: decision.status,
      reason: decision.status === 'skipped' ? decision.reason : null,
      decided_at: delivery.at,
    })
    .onConflict(['user_id', 'kind', 'local_date'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

export async function markDelivery(
  db: Db,
  key: { userId: string; kind: TReminderKind; localDay: LocalDay },
  outcome:
    { status: 'sent'; channel: 'push' | 'email' } | { status: 'skipped'; reason: 'no-channel' },
): Promise<void> {
  await db('reminder_deliveries')
    .where({ user_id: key.userId, kind: key.kind, local_date: key.localDay })
    .update(
      outcome.status === 'sent'
        ? { status: 'sent', channel: outcome.channel }
        : { status: 'skipped', reason: outcome.reason },
    );
}

/** Gives a claim back when sending failed, so a later run within the window tries again. */
export async function releaseDelivery(
  db: Db,
  key: { userId: string; kind: TReminderKind; localDay: LocalDay },
): Promise<void> {
  await db('reminder_deliveries')
    .where({ user_id: key.userId, kind: key.kind, local_date: key.localDay, status: 'sending' })
    .delete();
}
