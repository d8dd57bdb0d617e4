import { useWaitingOfflineActions } from '@manifest/api-client/offline/use-offline-actions';
import { toast } from '@manifest/ui/use-toast';

/** The calls of the actions done offline that still wait to be sent. */
export const useWaitingUrls = (): Set<string> =>
  new Set(useWaitingOfflineActions().map((action) => action.url));

/** Whether an action on this call was done offline and still waits to be sent. */
export const useIsWaitingToSend = (url: string): boolean => useWaitingUrls().has(url);

/** Said when an action is kept on the device for later. */
export const toastSavedOffline = (): void => {
  toast({
    title: 'Saved offline',
    description: "You're offline. It will be sent, and counted for today, when you're back online.",
  });
};
