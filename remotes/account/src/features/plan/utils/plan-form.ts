import {
  DEFAULT_REMINDER_TIME,
  type TPlanAnswers,
  type TPlanAnswersInput,
  type TPracticeTime,
} from '@manifest/contracts/plan';

/**
 * A reminder time that suits each practice time, offered until the person picks their own.
 * The morning's is the contract's default reminder.
 */
export const SUGGESTED_REMINDER_TIME: Record<TPracticeTime, string> = {
  morning: DEFAULT_REMINDER_TIME,
  afternoon: '13:00',
  evening: '20:00',
};

/** What the form starts from: the saved answers, else a morning practice and no area yet. */
export const planFormValues = (answers: TPlanAnswers | null): TPlanAnswersInput => ({
  areas: answers ? [...answers.areas] : [],
  practiceTime: answers?.practiceTime ?? 'morning',
  reminderTime: answers?.reminderTime ?? SUGGESTED_REMINDER_TIME.morning,
  mainGoal: answers?.mainGoal ?? '',
});

/** The areas after a tap on one: added at the end (the first chosen leads the plan) or removed. */
export const toggleArea = <T extends string>(areas: readonly T[], area: T): T[] =>
  areas.includes(area) ? areas.filter((chosen) => chosen !== area) : [...areas, area];

/**
 * The reminder after the practice time changed: it follows the practice time while it is
 * still the previous time's suggestion, and stays where the person put it otherwise.
 */
export const reminderAfterPracticeChange = (
  reminderTime: string,
  from: TPracticeTime,
  to: TPracticeTime,
): string =>
  reminderTime === SUGGESTED_REMINDER_TIME[from] ? SUGGESTED_REMINDER_TIME[to] : reminderTime;
