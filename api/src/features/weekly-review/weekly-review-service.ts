import {
  WEEKLY_REVIEW_CURRENT_DAYS,
  type TWeeklyReview,
  type TWeeklyReviewResponse,
} from '@manifest/contracts/weekly-review';
import type { Knex } from 'knex';
import { addDays, DEFAULT_TIME_ZONE, isIanaTimeZone, localDayOf } from '../../domain/time-zones';
import { suggestionFor, type StoredWeeklyReview } from './weekly-review-figures';

type ReviewRow = { week_end: string; figures: StoredWeeklyReview };

/** The review as the email showed it: the figures kept when it went out, and its suggestion. */
export function reviewOf(row: ReviewRow): TWeeklyReview {
  const { suggestion, ...figures } = row.figures;
  return {
    weekEnd: row.week_end,
    firstDay: figures.firstDay,
    lastDay: figures.lastDay,
    points: figures.points,
    currentStreak: figures.currentStreak,
    meditationMinutes: figures.meditationMinutes,
    tasksDone: figures.tasksDone,
    activeDays: figures.activeDays,
    bestDay: figures.bestDay,
    suggestion: suggestion ?? { text: suggestionFor(figures), isFromGuide: false },
  };
}

/**
 * `GET /api/weekly-review`: the review sent on the latest Sunday evening, shown until the
 * next one (a week ended seven days ago still shows on Sunday until 18:00). Nothing when
 * none was sent: the stat cards below already count the week so far.
 */
export function createWeeklyReviewService({ knex, now }: { knex: Knex; now: () => Date }) {
  async function current(userId: string): Promise<TWeeklyReviewResponse> {
    const user = (await knex('users').where({ id: userId }).first('time_zone')) as
      { time_zone: string | null } | undefined;
    const zone =
      user?.time_zone && isIanaTimeZone(user.time_zone) ? user.time_zone : DEFAULT_TIME_ZONE;
    const since = addDays(localDayOf(now(), zone), -WEEKLY_REVIEW_CURRENT_DAYS);
    const row = (await knex('weekly_reviews')
      .where({ user_id: userId, status: 'sent' })
      .whereNotNull('figures')
      .where('week_end', '>=', since)
      .orderBy('week_end', 'desc')
      .first(knex.raw(`to_char(week_end, 'YYYY-MM-DD') as week_end`), 'figures')) as
      ReviewRow | undefined;
    return { review: row ? reviewOf(row) : null };
  }

  return { current };
}

export type WeeklyReviewService = ReturnType<typeof createWeeklyReviewService>;
