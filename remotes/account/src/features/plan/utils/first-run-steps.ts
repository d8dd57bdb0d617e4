import type { TPlanAnswersInput } from '@manifest/contracts/plan';

export type TFirstRunStep = {
  /** The form field this step asks for; it is checked before the next step. */
  field: keyof TPlanAnswersInput;
  /** Its name in the progress bar. */
  shortName: string;
  /** The step's heading. */
  title: string;
  /** One line under the heading. */
  description: string;
};

/** The first run, one question a step (issue 38): areas, practice time, reminder, main goal. */
export const FIRST_RUN_STEPS: readonly TFirstRunStep[] = [
  {
    field: 'areas',
    shortName: 'Life areas',
    title: 'What would you like to grow?',
    description: 'Choose one or more. The first one you pick leads your plan.',
  },
  {
    field: 'practiceTime',
    shortName: 'Practice time',
    title: 'When do you like to practise?',
    description: 'Your plan starts with practices made for that time of day.',
  },
  {
    field: 'reminderTime',
    shortName: 'Reminder',
    title: 'When should we remind you?',
    description: 'One gentle nudge a day, at the time that suits you.',
  },
  {
    field: 'mainGoal',
    shortName: 'Main goal',
    title: "What's your main goal?",
    description: 'Write it as you would say it to a friend. You can shape it later.',
  },
];

/** 'Step 2 of 4' and the progress bar's value (a step counts once it is on screen). */
export const stepProgress = (index: number, count = FIRST_RUN_STEPS.length) => ({
  label: `Step ${index + 1} of ${count}`,
  percent: Math.round(((index + 1) / count) * 100),
});
