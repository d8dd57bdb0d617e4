import type { TPushReminderState } from '@manifest/api-client/push/push-reminders';

import { hasAnsweredReminderPrompt, type TPromptMemory } from './reminder-prompt-memory';

/**
 * Whether to offer reminders to the person after a practice they just completed: only
 * where the browser can push, notifications are not blocked, this browser does not
 * already have a subscription, and they have not answered the prompt here before.
 * Never on page load: only a completed practice asks this.
 */
export async function shouldOfferReminders({
  userId,
  readState,
  memory,
}: {
  userId: string;
  readState: () => Promise<TPushReminderState>;
  memory?: TPromptMemory | null;
}): Promise<boolean> {
  if (hasAnsweredReminderPrompt(userId, memory)) return false;
  try {
    return (await readState()) === 'off';
  } catch {
    return false;
  }
}
