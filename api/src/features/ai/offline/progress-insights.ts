import { counted, noun } from '@manifest/contracts/counted';
import type { InsightsInput } from '../ai-provider';
import { strongestAndWeakest } from './practice-figures';
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
      ? `You are on a ${stats.currentStreak}-day streak (your longest is ${counted(stats.longestStreak, noun('day'))}): protect it with even a two-minute practice on busy days.`
      : `Your longest streak is ${counted(stats.longestStreak, noun('day'))}. Showing up two days in a row is the first step to beating it.`;
  const week =
    stats.activitiesThisWeek > 0
      ? `This week you logged ${counted(stats.activitiesThisWeek, noun('activity', 'activities'))}${stats.meditationMinutesThisWeek > 0 ? ` and ${counted(stats.meditationMinutesThisWeek, noun('minute'))} of meditation` : ''}.`
      : 'You have not logged anything yet this week; today is a perfect day to begin again.';
  return [
    `${person.firstName}, you have earned ${counted(stats.totalPoints, noun('point'))} across ${counted(stats.activeDays, noun('active day'))}.`,
    streak,
    `Your strongest practice is ${strongest.practice}, with ${counted(strongest.count, strongest.noun)}.`,
    week,
    weakest.count < strongest.count
      ? `To balance your growth, add a little ${weakest.practice} this week.`
      : 'Try adding one new practice this week to keep things fresh.',
    random.pick(ENCOURAGEMENTS),
  ].join('\n\n');
}
