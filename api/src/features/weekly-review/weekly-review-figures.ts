import type { TProgressDay } from '@manifest/contracts/progress-calendar';

// The weekly review's figures and its one suggestion, from what the stats already count.

export type WeeklyFigures = {
  /** The seven local days, Monday to Sunday (the review goes out on Sunday evening). */
  firstDay: string;
  lastDay: string;
  points: number;
  currentStreak: number;
  meditationMinutes: number;
  tasksDone: number;
  activeDays: number;
  /** The day with the most points (the earliest of equals), or null for a quiet week. */
  bestDay: { day: string; points: number } | null;
};

export function weeklyFigures(input: {
  days: readonly TProgressDay[];
  currentStreak: number;
  meditationMinutes: number;
  tasksDone: number;
}): WeeklyFigures {
  const days = [...input.days].sort((a, b) => a.day.localeCompare(b.day));
  const best = days.reduce<TProgressDay | null>(
    (top, day) => (day.points > (top?.points ?? 0) ? day : top),
    null,
  );
  return {
    firstDay: days[0]?.day ?? '',
    lastDay: days.at(-1)?.day ?? '',
    points: days.reduce((sum, day) => sum + day.points, 0),
    currentStreak: input.currentStreak,
    meditationMinutes: input.meditationMinutes,
    tasksDone: input.tasksDone,
    activeDays: days.filter((day) => day.activities > 0 || day.points > 0).length,
    bestDay: best ? { day: best.day, points: best.points } : null,
  };
}

/** What weekly_reviews.figures keeps once the email is out: its figures and its suggestion. */
export type StoredWeeklyReview = WeeklyFigures & {
  /** Missing in rows sent before the app showed reviews: suggestionFor(figures) then. */
  suggestion?: { text: string; isFromGuide: boolean };
};

/** One thing to try next week, for the week as it went (without the AI guide). */
export function suggestionFor(figures: WeeklyFigures): string {
  if (figures.activeDays === 0) {
    return 'Start small: pick one daily task for tomorrow morning and give it five minutes. One step is enough to begin again.';
  }
  if (figures.activeDays < 4) {
    return `You showed up on ${figures.activeDays} ${figures.activeDays === 1 ? 'day' : 'days'}. Next week, try a reminder at the time you are most likely to have a quiet moment, and aim for one more day.`;
  }
  if (figures.meditationMinutes === 0) {
    return 'You kept a steady rhythm. Next week, add a short meditation to one of your days: ten quiet minutes make the rest of the practice easier.';
  }
  if (figures.tasksDone < figures.activeDays) {
    return 'A steady week. Next week, try finishing one daily task on each day you practise: small wins build the habit.';
  }
  return 'A strong week. Keep the rhythm, and take a moment on Sunday to picture your goal as already achieved.';
}
