import { useSyncExternalStore } from 'react';

// By package name, not by path: Module Federation then shares one copy with every remote.
import { readStoredSession } from '@manifest/api-client/session-storage';
import {
  offlineActionStore,
  type TOfflineAction,
} from '@manifest/api-client/offline/offline-action-store';

const subscribeToNetwork = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it has a network; re-renders when that changes. */
export const useIsOnline = (): boolean =>
  useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );

/** The signed-in person's actions waiting to be sent, oldest first. */
export const useWaitingOfflineActions = (): TOfflineAction[] => {
  const actions = useSyncExternalStore(
    offlineActionStore.subscribe,
    offlineActionStore.list,
    offlineActionStore.list,
  );
  const userId = readStoredSession()?.user.id;
  return actions.filter((action) => action.userId === userId);
};
