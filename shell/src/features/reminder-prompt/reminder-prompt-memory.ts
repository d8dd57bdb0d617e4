/**
 * Whether a person has answered the reminder prompt in this browser ("Turn on reminders"
 * or "Not now", or the browser's own permission prompt): it is then never shown again
 * here; the settings panel changes reminders from there on.
 */
export const reminderPromptKey = (userId: string) => `manifest.reminderPrompt.${userId}`;

export type TPromptMemory = Pick<Storage, 'getItem' | 'setItem'>;

const storage = (): TPromptMemory | null => {
  try {
    return window.localStorage;
  } catch {
    // Storage can be off (a privacy setting): the prompt then counts as answered.
    return null;
  }
};

export function hasAnsweredReminderPrompt(
  userId: string,
  memory: TPromptMemory | null = storage(),
): boolean {
  if (!memory) return true;
  try {
    return memory.getItem(reminderPromptKey(userId)) !== null;
  } catch {
    return true;
  }
}

export function rememberReminderPromptAnswer(
  userId: string,
  answer: 'turned-on' | 'not-now' | 'blocked',
  memory: TPromptMemory | null = storage(),
): void {
  try {
    memory?.setItem(reminderPromptKey(userId), answer);
  } catch {
    // Full or off: the prompt may show once more, nothing worse.
  }
}
