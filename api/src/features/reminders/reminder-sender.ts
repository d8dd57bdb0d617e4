import type { TPushNotification } from '@manifest/contracts/push';
import {
  REMINDER_KINDS,
  REMINDER_UNSUBSCRIBE_PATH,
  type TReminderKind,
  type TReminderSettings,
} from '@manifest/contracts/reminders';
import type { Knex } from 'knex';
import { addDays, DEFAULT_TIME_ZONE, isIanaTimeZone, localDayOf } from '../../domain/time-zones';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { reminderMail, reminderNotification } from './reminder-messages';
import { isInQuietHours, latestDueReminder, type DueReminder } from './reminder-time';
import {
  claimDelivery,
  decidedSince,
  markDelivery,
  releaseDelivery,
  reminderCandidates,
  settingsOfRow,
  type DeliveryDecision,
  type ReminderCandidate,
} from './reminders-repository';
import { defaultSettings } from './reminders-service';
import { unsubscribeToken } from './unsubscribe-link';

/** A reminder more than this late (the queue or every process was down) is skipped, not sent. */
export const REMINDER_LATE_AFTER_MS = 30 * 60 * 1000;
const PAGE_SIZE = 500;

/** Web Push to every device the person subscribed (features/push). */
export type PushSender = {
  sendToUser: (userId: string, notification: TPushNotification) => Promise<{ delivered: number }>;
};

export type ReminderSenderDeps = {
  knex: Knex;
  now: () => Date;
  logger: Logger;
  mailer: Mailer;
  push: PushSender;
  /** Whether the person's plan for today is all done (then no reminder). */
  dayIsDone: (userId: string) => Promise<boolean>;
  appUrl: string;
  /** Signs the unsubscribe links (EMAIL_LINK_SECRET). */
  linkSecret: string;
  mailFrom: string;
  lateAfterMs?: number;
};

export type SendDueResult = { sent: number; skipped: number };

const settingsOfCandidate = (candidate: ReminderCandidate): TReminderSettings =>
  candidate.practice_enabled === null
    ? defaultSettings(candidate.plan_reminder_time)
    : settingsOfRow({
        practice_enabled: candidate.practice_enabled,
        practice_time: candidate.practice_time ?? '',
        goal_enabled: candidate.goal_enabled ?? false,
        goal_time: candidate.goal_time ?? '',
        quiet_start: candidate.quiet_start,
        quiet_end: candidate.quiet_end,
      });

/**
 * Sends the reminders whose local time has come, each at most once per person, kind
 * and local day. Run every minute by the job queue, by any number of processes at
 * once: each reminder is decided by inserting its row (reminder_deliveries), and only
 * the process whose insert went in acts on it.
 */
export function createReminderSender(deps: ReminderSenderDeps) {
  const { knex, logger } = deps;
  const lateAfterMs = deps.lateAfterMs ?? REMINDER_LATE_AFTER_MS;

  async function decide(
    candidate: ReminderCandidate,
    kind: TReminderKind,
    settings: TReminderSettings,
    due: DueReminder,
  ): Promise<DeliveryDecision> {
    if (!due.isOnTime) return { status: 'skipped', reason: 'late' };
    if (isInQuietHours(settings[kind].time, settings.quietHours)) {
      return { status: 'skipped', reason: 'quiet-hours' };
    }
    if (await deps.dayIsDone(candidate.id)) return { status: 'skipped', reason: 'day-done' };
    return { status: 'sending' };
  }

  async function deliver(candidate: ReminderCandidate, kind: TReminderKind, localDay: string) {
    const key = { userId: candidate.id, kind, localDay };
    try {
      let delivered = 0;
      try {
        ({ delivered } = await deps.push.sendToUser(candidate.id, reminderNotification(kind)));
      } catch (error) {
        logger.warn('A reminder push failed; trying email', {
          userId: candidate.id,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
      if (delivered > 0) {
        await markDelivery(knex, key, { status: 'sent', channel: 'push' });
        return true;
      }
      // Email only to an address its owner proved: a stranger's address typed at
      // sign-up must not get daily mail.
      if (!candidate.email_verified_at) {
        await markDelivery(knex, key, { status: 'skipped', reason: 'no-channel' });
        return false;
      }
      const token = unsubscribeToken({ userId: candidate.id, kind }, deps.linkSecret);
      await deps.mailer.send(
        reminderMail({
          kind,
          to: candidate.email,
          firstName: candidate.first_name,
          appUrl: deps.appUrl,
          unsubscribeUrl: `${deps.appUrl}${REMINDER_UNSUBSCRIBE_PATH}?token=${token}`,
          mailFrom: deps.mailFrom,
        }),
      );
      await markDelivery(knex, key, { status: 'sent', channel: 'email' });
      return true;
    } catch (error) {
      // Given back: the next run, while still on time, tries again.
      await releaseDelivery(knex, key);
      logger.error('A reminder could not be sent', {
        userId: candidate.id,
        kind,
        reason: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  }

  async function sendDue(): Promise<SendDueResult> {
    const at = deps.now();
    const result: SendDueResult = { sent: 0, skipped: 0 };
    // Every zone's today and yesterday are on or after UTC's day before yesterday.
    const since = addDays(localDayOf(at, DEFAULT_TIME_ZONE), -2);
    let afterId: string | null = null;
    for (;;) {
      const candidates = await reminderCandidates(knex, afterId, PAGE_SIZE);
      if (candidates.length === 0) break;
      afterId = candidates.at(-1)?.id ?? null;
      const decided = await decidedSince(
        knex,
        candidates.map((candidate) => candidate.id),
        since,
      );
      for (const candidate of candidates) {
        const settings = settingsOfCandidate(candidate);
        const zone =
          candidate.time_zone && isIanaTimeZone(candidate.time_zone)
            ? candidate.time_zone
            : DEFAULT_TIME_ZONE;
        for (const kind of REMINDER_KINDS) {
          if (!settings[kind].enabled) continue;
          const due = latestDueReminder(at, settings[kind].time, zone, lateAfterMs);
          if (decided.has(`${candidate.id}:${kind}:${due.localDay}`)) continue;
          const decision = await decide(candidate, kind, settings, due);
          const delivery = {
            userId: candidate.id,
            kind,
            localDay: due.localDay,
            dueAt: due.dueAt,
            at,
          };
          if (!(await claimDelivery(knex, delivery, decision))) continue;
          if (decision.status === 'sending' && (await deliver(candidate, kind, due.localDay))) {
            result.sent += 1;
          } else {
            result.skipped += 1;
          }
        }
      }
      if (candidates.length < PAGE_SIZE) break;
    }
    return result;
  }

  return { sendDue };
}

export type ReminderSender = ReturnType<typeof createReminderSender>;
