import { createExternalStore } from '../../lib/external-store';

/** The signed-in person the prompt is shown to, or null while it is hidden. */
const store = createExternalStore<string | null>(null);

/** Whether the reminder prompt is on screen, and for whom. */
export const reminderPromptStore = {
  show: (userId: string) => store.set(userId),
  hide: () => store.set(null),
  shownFor: store.get,
};

export const useReminderPromptUser = (): string | null => store.useValue();
