import { REMINDER_UNSUBSCRIBE_PATH } from '@manifest/contracts/reminders';
import type { Knex } from 'knex';
import { DEFAULT_TIME_ZONE, isIanaTimeZone, localDayOf } from '../../domain/time-zones';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { zonedInstant } from '../reminders/reminder-time';
import { unsubscribeToken } from '../reminders/unsubscribe-link';
import type { StatsService } from '../stats/stats-service';
import {
  suggestionFor,
  weeklyFigures,
  type StoredWeeklyReview,
  type WeeklyFigures,
} from './weekly-review-figures';
import { weeklyReviewMail } from './weekly-review-mail';

/** Sunday at this local time; found more than LATE_AFTER_MS later, the week's review is skipped. */
export const WEEKLY_REVIEW_TIME = '18:00';
const LATE_AFTER_MS = 3 * 60 * 60 * 1000;
const PAGE_SIZE = 500;

export type WeeklyReviewSenderDeps = {
  knex: Knex;
  now: () => Date;
  logger: Logger;
  mailer: Mailer;
  stats: StatsService;
  /**
   * The AI guide's words on the week, when a provider is configured (null: the
   * built-in suggestion). Its failure falls back to the built-in one.
   */
  suggest: ((person: { id: string; firstName: string }) => Promise<string | null>) | null;
  appUrl: string;
  linkSecret: string;
  mailFrom: string;
};

type Candidate = { id: string; email: string; first_name: string; time_zone: string | null };

const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/**
 * Each Sunday evening in the person's zone, the week's review by email, once: claimed
 * by its row (weekly_reviews, one per person and week), as reminders are. Only to
 * verified addresses, and never after the person stopped it from its email.
 */
export function createWeeklyReviewSender(deps: WeeklyReviewSenderDeps) {
  const { knex, logger } = deps;

  async function figuresOf(userId: string): Promise<WeeklyFigures> {
    const [stats, calendar] = await Promise.all([
      deps.stats.forUser(userId),
      deps.stats.calendar(userId, { days: 7 }),
    ]);
    const firstDay = calendar.days[0]?.day ?? '';
    const lastDay = calendar.days.at(-1)?.day ?? '';
    const [row] = (await knex('task_completions')
      .where({ user_id: userId })
      .whereBetween('local_day', [firstDay, lastDay])
      .count({ count: '*' })) as { count: string }[];
    return weeklyFigures({
      days: calendar.days,
      currentStreak: stats.currentStreak,
      meditationMinutes: stats.meditationMinutesThisWeek,
      tasksDone: Number(row?.count ?? 0),
    });
  }

  async function suggestionOf(
    person: Candidate,
    figures: WeeklyFigures,
  ): Promise<{ text: string; isFromGuide: boolean }> {
    if (deps.suggest) {
      try {
        const text = await deps.suggest({ id: person.id, firstName: person.first_name });
        if (text?.trim()) return { text: text.trim(), isFromGuide: true };
      } catch (error) {
        logger.warn('The AI guide could not write a weekly review; using the built-in one', {
          userId: person.id,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return { text: suggestionFor(figures), isFromGuide: false };
  }

  async function send(person: Candidate, weekEnd: string, at: Date): Promise<boolean> {
    const key = { user_id: person.id, week_end: weekEnd };
    try {
      const figures = await figuresOf(person.id);
      const suggestion = await suggestionOf(person, figures);
      const token = unsubscribeToken({ userId: person.id, kind: 'weekly-review' }, deps.linkSecret);
      await deps.mailer.send(
        weeklyReviewMail({
          to: person.email,
          firstName: person.first_name,
          figures,
          suggestion,
          appUrl: deps.appUrl,
          unsubscribeUrl: `${deps.appUrl}${REMINDER_UNSUBSCRIBE_PATH}?token=${token}`,
          mailFrom: deps.mailFrom,
        }),
      );
      await knex('weekly_reviews')
        .where(key)
        .update({
          status: 'sent',
          // The app shows the same review until the next one (weekly-review-service.ts).
          figures: JSON.stringify({ ...figures, suggestion } satisfies StoredWeeklyReview),
          decided_at: at,
        });
      return true;
    } catch (error) {
      await knex('weekly_reviews')
        .where({ ...key, status: 'sending' })
        .delete();
      logger.error('A weekly review could not be sent', {
        userId: person.id,
        reason: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  }

  /** `only`: one person's review (the end-to-end tests' set-up call); everyone's otherwise. */
  async function sendDue(only?: { userId: string }): Promise<{ sent: number }> {
    const at = deps.now();
    let sent = 0;
    let afterId: string | null = null;
    for (;;) {
      const people: Candidate[] = await knex('users as u')
        .leftJoin('reminder_settings as s', 's.user_id', 'u.id')
        .whereNotNull('u.email_verified_at')
        .where((on) =>
          on.whereNull('s.weekly_review_enabled').orWhere('s.weekly_review_enabled', true),
        )
        .modify((query) => {
          if (afterId) void query.where('u.id', '>', afterId);
          if (only) void query.where('u.id', only.userId);
        })
        .orderBy('u.id')
        .limit(PAGE_SIZE)
        .select('u.id', 'u.email', 'u.first_name', 'u.time_zone');
      if (people.length === 0) break;
      afterId = people.at(-1)?.id ?? null;
      for (const person of people) {
        const zone =
          person.time_zone && isIanaTimeZone(person.time_zone)
            ? person.time_zone
            : DEFAULT_TIME_ZONE;
        const today = localDayOf(at, zone);
        if (!isSunday(today)) continue;
        const dueAt = zonedInstant(today, WEEKLY_REVIEW_TIME, zone);
        if (at.getTime() < dueAt.getTime()) continue;
        const isOnTime = at.getTime() - dueAt.getTime() < LATE_AFTER_MS;
        const claimed = await knex('weekly_reviews')
          .insert({
            user_id: person.id,
            week_end: today,
            status: isOnTime ? 'sending' : 'skipped',
            decided_at: at,
          })
          .onConflict(['user_id', 'week_end'])
          .ignore()
          .returning('id');
        if (claimed.length > 0 && isOnTime && (await send(person, today, at))) sent += 1;
      }
      if (people.length < PAGE_SIZE) break;
    }
    return { sent };
  }

  return { sendDue };
}
