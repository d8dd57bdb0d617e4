import type { TAffirmation } from '@manifest/contracts/catalogue';
import { isTodayComplete, todayProgress, type TToday } from '@manifest/contracts/today';
import type { Knex } from 'knex';
import { localDayOf } from '../../domain/time-zones';
import { completionsOn, listCustomTasks } from '../daily-tasks/daily-tasks-repository';
import { sessionMinutes, type MeditationCatalogue } from '../meditations/meditation-catalogue';
import { findUserTimeZone } from '../points/user-time-zone';
import type { StatsService } from '../stats/stats-service';
import { affirmationOfTheDay } from './affirmation-of-the-day';
import { todayPlanFrom } from './default-plan';
import {
  affirmationSaidAt,
  goalsForToday,
  meditationTimesSince,
  readStoredPlan,
} from './today-repository';
import { goalForToday } from './today-goal';
import { todayItems, type TodayMaterial } from './today-items';

/** Where Today reads the CMS's catalogues; each read may fail (the CMS never reached). */
export type TodayContent = {
  /** The 42 built-in affirmations with their words and categories. */
  affirmations(): Promise<readonly TAffirmation[]>;
  meditations: MeditationCatalogue;
};

// A session that counts for today was recorded after the day began: at most 26 hours
// ago (a 25-hour day when clocks go back, and a little more).
const MEDITATION_LOOKBACK_MS = 26 * 60 * 60 * 1000;

const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch {
    return null;
  }
};

export type TodayService = ReturnType<typeof createTodayService>;

export function createTodayService({
  knex,
  now,
  stats,
  content,
}: {
  knex: Knex;
  now: () => Date;
  stats: Pick<StatsService, 'forUser'>;
  content: TodayContent;
}) {
  /** The day's plan and how far it is done, all read for one instant in the person's zone. */
  async function readDay(
    userId: string,
    { withTitles }: { withTitles: boolean },
  ): Promise<Pick<TToday, 'date' | 'timeZone' | 'items'>> {
    const at = now();
    const timeZone = await findUserTimeZone(knex, userId);
    const day = localDayOf(at, timeZone);
    const [stored, customTasks, completions, goals, meditationTimes, catalogue] = await Promise.all(
      [
        readStoredPlan(knex, userId),
        listCustomTasks(knex, userId),
        completionsOn(knex, userId, day),
        goalsForToday(knex, userId),
        meditationTimesSince(knex, userId, new Date(at.getTime() - MEDITATION_LOOKBACK_MS)),
        orNull(() => content.affirmations()),
      ],
    );
    const plan = todayPlanFrom(stored);
    const affirmation = affirmationOfTheDay(day, plan.affirmationCategory, catalogue);
    const [saidAt, meditation] = await Promise.all([
      affirmationSaidAt(knex, userId, day, affirmation.id),
      withTitles ? orNull(() => content.meditations.find(plan.meditationSlug)) : null,
    ]);
    const material: TodayMaterial = {
      plan,
      day,
      timeZone,
      customTasks,
      taskCompletions: new Map(completions.map((row) => [row.task_id, row.completed_at])),
      affirmation,
      affirmationSaidAt: saidAt,
      meditation: {
        slug: meditation?.id ?? plan.meditationSlug,
        title: meditation?.title ?? null,
        minutes: meditation ? sessionMinutes(meditation.durationSeconds) : null,
      },
      meditatedAt: meditationTimes.find((time) => localDayOf(time, timeZone) === day) ?? null,
      goal: goalForToday(goals, plan.goalId, day, timeZone),
    };
    return { date: day, timeZone, items: todayItems(material) };
  }

  return {
    /** `GET /api/today`: the day's plan, each item completed or not, and the streak. */
    async today(userId: string): Promise<TToday> {
      const [day, userStats] = await Promise.all([
        readDay(userId, { withTitles: true }),
        stats.forUser(userId),
      ]);
      return {
        ...day,
        ...todayProgress(day.items),
        streak: { days: userStats.kindStreak, freezesBanked: userStats.streakFreezesBanked },
      };
    },

    /**
     * Whether every item of the person's day is completed now, in their zone: the
     * check a reminder makes before it is sent ("none when today's plan is done").
     */
    async isDayDone(userId: string): Promise<boolean> {
      const { items } = await readDay(userId, { withTitles: false });
      return isTodayComplete(todayProgress(items));
    },
  };
}
