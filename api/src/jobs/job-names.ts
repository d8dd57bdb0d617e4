// The jobs the queue knows, by name: each runs on a schedule (cron, in UTC), once per
// slot across every API process (pg-boss sends one job per slot, one worker takes it).

export const SCHEDULED_JOBS = {
  /** Reminders whose local time has come (features/reminders). */
  'reminders-due': { cron: '* * * * *' },
  /** Sunday evening's weekly review, in each person's zone (features/weekly-review). */
  'weekly-review-due': { cron: '*/15 * * * *' },
  /** Trial reminder emails before a trial converts (features/payments). */
  'trial-reminders-due': { cron: '*/10 * * * *' },
} as const satisfies Record<string, { cron: string }>;

export type JobName = keyof typeof SCHEDULED_JOBS;

export const JOB_NAMES = Object.keys(SCHEDULED_JOBS) as JobName[];

/** What each job does; a job's work must be safe to run twice at once (claims in the database). */
export type JobHandlers = Record<JobName, () => Promise<unknown>>;
