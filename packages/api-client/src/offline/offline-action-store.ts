import { z } from 'zod';

/**
 * Actions done without a network (complete a task, mark an affirmation, log a
 * meditation), kept on the device until they are sent. Each keeps the
 * idempotency key it was given when it was done, so sending it twice pays once,
 * and the time it was done, so it counts for that day.
 */
export const ZOfflineAction = z.object({
  key: z.string(),
  url: z.string(),
  body: z.record(z.string(), z.unknown()),
  /** What the person did, in words ("Complete a task"). */
  label: z.string(),
  doneAt: z.iso.datetime({ offset: true }),
  /** Only the person who did it sends it: a different sign-in on this device leaves it alone. */
  userId: z.string(),
});
export type TOfflineAction = z.infer<typeof ZOfflineAction>;

export const OFFLINE_ACTIONS_KEY = 'manifest_offline_actions';

const ZStoredActions = z.array(ZOfflineAction);

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

const readActions = (): TOfflineAction[] => {
  try {
    const text = storage()?.getItem(OFFLINE_ACTIONS_KEY);
    if (!text) return [];
    const parsed = ZStoredActions.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

const listeners = new Set<() => void>();
let snapshot: TOfflineAction[] = readActions();

const changed = () => {
  snapshot = readActions();
  for (const listener of listeners) listener();
};

/**
 * Said on this page after every change. A remote that bundles its own copy of this
 * module (one it imports that the shell does not share) still tells the shell's copy.
 */
const CHANGED_EVENT = 'manifest:offline-actions-changed';

const writeActions = (actions: TOfflineAction[]): void => {
  try {
    if (actions.length === 0) storage()?.removeItem(OFFLINE_ACTIONS_KEY);
    else storage()?.setItem(OFFLINE_ACTIONS_KEY, JSON.stringify(actions));
  } catch {
    // Blocked storage: the action is lost with the page, as any unsaved input would be.
  }
  if (typeof window === 'undefined') changed();
  else window.dispatchEvent(new Event(CHANGED_EVENT));
};

if (typeof window !== 'undefined') {
  window.addEventListener(CHANGED_EVENT, changed);
  // Another tab queued or sent an action.
  window.addEventListener('storage', (event) => {
    if (event.key === OFFLINE_ACTIONS_KEY || event.key === null) changed();
  });
}

export const offlineActionStore = {
  /** Every waiting action, oldest first (the same array until something changes). */
  list: (): TOfflineAction[] => snapshot,
  add: (action: TOfflineAction): void => writeActions([...readActions(), action]),
  remove: (key: string): void => writeActions(readActions().filter((action) => action.key !== key)),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
