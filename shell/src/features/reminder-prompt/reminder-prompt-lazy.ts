// Everything of the reminder prompt that loads on demand, in one chunk: the card, the
// offer after a practice, and dropping the subscription at a session's end. One chunk
// keeps the shell's start (every page's) from growing by a loader per piece.
export { default as ReminderPromptCard } from './reminder-prompt-card';
export { offerReminderPrompt } from './offer-reminder-prompt';
export { dropPushSubscriptionOnThisDevice } from '@manifest/api-client/push/push-reminders';
