import { flushOfflineActions } from '@manifest/api-client/offline/flush-offline-actions';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { sentToast } from './offline-texts';

/** While online with actions waiting (navigator.onLine can be wrong), try again this often. */
const RETRY_MS = 30_000;

/**
 * Sends the actions done offline when the network is back (and at start, for those
 * left by a closed tab), then shows the server's figures and celebrates new badges.
 */
export const useOfflineSync = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const flush = async () => {
      if (!navigator.onLine) return;
      const { sent, refused } = await flushOfflineActions();
      for (const { action, message } of refused) {
        toast({
          title: 'Not saved',
          description: `${action.label}: ${message}`,
          variant: 'destructive',
        });
      }
      if (sent.length === 0 && refused.length === 0) return;
      if (sent.length > 0) toast(sentToast(sent.length));
      await queryClient.invalidateQueries();
      if (sent.length > 0) void checkBadgesAndCelebrate('offline-sync');
    };
    const onOnline = () => void flush();
    void flush();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [queryClient]);
};
