import { MANIFESTATION_GOAL_CATEGORY, type TCreateGoalRequest } from '@manifest/contracts/goals';

const RECOMMENDED_GOAL_MONTHS = 3;

/** A local calendar date (YYYY-MM-DD) three months after `today`, clamped to the month's end. */
export function threeMonthsFrom(today: Date): string {
  const target = new Date(today.getFullYear(), today.getMonth() + RECOMMENDED_GOAL_MONTHS, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(today.getDate(), lastDay));
  const month = String(target.getMonth() + 1).padStart(2, '0');
  const day = String(target.getDate()).padStart(2, '0');
  return `${target.getFullYear()}-${month}-${day}`;
}

/** Spec 001 section 9: category manifestation, described as AI-recommended, due in three months. */
export const toRecommendedGoal = (title: string, today: Date): TCreateGoalRequest => ({
  title,
  description: `AI-recommended goal: ${title}`,
  category: MANIFESTATION_GOAL_CATEGORY,
  targetDate: threeMonthsFrom(today),
  metadata: { aiRecommended: true },
});
