/** What the reminder prompt and its outcomes say. */
export const REMINDER_PROMPT_TEXTS = {
  title: 'Want a gentle reminder tomorrow?',
  body: 'One short notification a day helps a new habit stick. You can change or stop it any time in Settings.',
  turnOn: 'Turn on reminders',
  turningOn: 'Turning on…',
  notNow: 'Not now',
  failed: 'Reminders could not be turned on. Please try again.',
  unavailable: 'Reminders need the app to finish loading. Please try again in a moment.',
} as const;

export const REMINDERS_ON_TOAST = {
  title: 'Reminders are on',
  description: "We'll send you a gentle reminder tomorrow.",
} as const;

export const NOTIFICATIONS_BLOCKED_TOAST = {
  title: 'Notifications are blocked',
  description: "To get reminders, allow notifications for this site in your browser's settings.",
} as const;
