import type { TAccountExport } from '@manifest/contracts/account-data';

type TSection = keyof TAccountExport['sections'];

/**
 * Every table holding a user's rows (keyed by `user_id`), the export section it
 * fills, and the columns left out: the user's own id, and what would be a secret
 * or useless outside (token and device hashes, image bytes). A new table with a
 * `user_id` must be added here: the account-data test fails until it is.
 */
export const ACCOUNT_TABLES: ReadonlyArray<{
  table: string;
  section: TSection;
  omit?: readonly string[];
}> = [
  { table: 'custom_daily_tasks', section: 'customDailyTasks' },
  { table: 'task_completions', section: 'taskCompletions' },
  { table: 'vision_board_items', section: 'visionBoardItems' },
  { table: 'goals', section: 'goals' },
  { table: 'goal_milestones', section: 'goalMilestones' },
  { table: 'challenge_history', section: 'challengeHistory' },
  { table: 'challenge_tool_states', section: 'challengeToolStates' },
  { table: 'meditation_sessions', section: 'meditationSessions' },
  { table: 'affirmation_completions', section: 'affirmationCompletions' },
  { table: 'activities', section: 'activities' },
  { table: 'activity_days', section: 'activityDays' },
  { table: 'points_ledger', section: 'pointsLedger' },
  { table: 'user_progress', section: 'progress' },
  { table: 'progress_marks', section: 'progressMarks' },
  { table: 'user_badges', section: 'badges' },
  { table: 'uploads', section: 'uploads', omit: ['bytes'] },
  { table: 'upload_days', section: 'uploadDays' },
  { table: 'payments', section: 'payments' },
  { table: 'subscription_cancellations', section: 'subscriptionCancellations' },
  { table: 'contact_messages', section: 'contactMessages' },
  { table: 'known_devices', section: 'knownDevices', omit: ['device_hash'] },
  { table: 'sessions', section: 'sessions', omit: ['token_hash'] },
  { table: 'password_resets', section: 'passwordResets', omit: ['token_hash'] },
  { table: 'email_verifications', section: 'emailVerifications', omit: ['token_hash'] },
  { table: 'google_session_codes', section: 'googleSessionCodes', omit: ['code_hash'] },
  { table: 'idempotency_keys', section: 'idempotencyKeys' },
  { table: 'trial_cards', section: 'trialCards' },
  { table: 'user_plans', section: 'userPlans' },
  { table: 'reminder_settings', section: 'reminderSettings' },
  { table: 'reminder_deliveries', section: 'reminderDeliveries' },
  { table: 'weekly_reviews', section: 'weeklyReviews' },
  // The browser's keys are useless outside (and the endpoint alone cannot send).
  { table: 'push_subscriptions', section: 'pushSubscriptions', omit: ['p256dh', 'auth'] },
  { table: 'rewards', section: 'rewards' },
  { table: 'reward_redemptions', section: 'rewardRedemptions' },
];

/** The users row's columns never exported. */
export const PROFILE_OMIT = ['password_hash', 'email_normalized'] as const;
