import type { InsightsInput } from '../ai-provider';
import { plural, strongestAndWeakest } from './practice-figures';
import type { Random } from './seeded-random';

const ENCOURAGEMENTS = [
  'Small, steady steps are what change a life: keep going.',
  'Every practice you complete is a vote for the person you are becoming.',
  'Consistency beats intensity; you are building something that lasts.',
];

/** What a person's real figures say: streak, strongest practice, this week, one next step. */
export function writeProgressInsights({ person, stats }: InsightsInput, random: Random): string {
  const { strongest, weakest } = strongestAndWeakest(stats);
  const streak =
    stats.currentStreak > 1
      ? `You are on a ${stats.currentStreak}-day streak (your longest is ${plural(stats.longestStreak, 'day')}): protect it with even a two-minute practice on busy days.`
      : `Your longest streak is ${plural(stats.longestStreak, 'day')}. Showing up two days in a row is the first step to beating it.`;
  const week =
    stats.activitiesThisWeek > 0
      ? `This week you logged ${plural(stats.activitiesThisWeek, 'activity', 'activities')}${stats.meditationMinutesThisWeek > 0 ? ` and ${plural(stats.meditationMinutesThisWeek, 'minute')} of meditation` : ''}.`
      : 'You have not logged anything yet this week; today is a perfect day to begin again.';
  return [
    `${person.firstName}, you have earned ${plural(stats.totalPoints, 'point')} across ${plural(stats.activeDays, 'active day')}.`,
    streak,
    `Your strongest practice is ${strongest.practice}, with ${strongest.count} ${strongest.noun}.`,
    week,
    weakest.count < strongest.count
      ? `To balance your growth, add a little ${weakest.practice} this week.`
      : 'Try adding one new practice this week to keep things fresh.',
    random.pick(ENCOURAGEMENTS),
  ].join('\n\n');
}
