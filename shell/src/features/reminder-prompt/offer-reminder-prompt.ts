import {
  readPushReminderState,
  type TPushReminderState,
} from '@manifest/api-client/push/push-reminders';

import { hasAnsweredReminderPrompt, type TPromptMemory } from './reminder-prompt-memory';
import { reminderPromptStore } from './reminder-prompt-store';

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

/**
 * Shows the prompt to the person when `shouldOfferReminders` says so and they are still
 * the one signed in by then. Loaded with the first completed practice, not with the shell.
 */
export async function offerReminderPrompt(
  userId: string,
  isStillSignedIn: () => boolean,
): Promise<void> {
  const isOffered = await shouldOfferReminders({
    userId,
    readState: () => readPushReminderState(),
  });
  if (isOffered && isStillSignedIn()) reminderPromptStore.show(userId);
}
