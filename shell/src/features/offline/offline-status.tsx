import {
  useIsOnline,
  useWaitingOfflineActions,
} from '@manifest/api-client/offline/use-offline-actions';
import { CloudOffIcon, RefreshCwIcon } from 'lucide-react';

import { offlineBannerText, sendingBannerText } from './offline-texts';
import { useOfflineSync } from './use-offline-sync';

/** A strip under the top bar while offline, or while actions done offline are being sent. */
export const OfflineStatus = () => {
  useOfflineSync();
  const isOnline = useIsOnline();
  const waiting = useWaitingOfflineActions().length;
  const text = !isOnline
    ? offlineBannerText(waiting)
    : waiting > 0
      ? sendingBannerText(waiting)
      : '';
  return (
    <div role="status" aria-live="polite" data-testid="offline-status">
      {text && (
        <p className="flex items-center justify-center gap-2 bg-muted px-4 py-2 text-center text-sm font-medium text-foreground">
          {isOnline ? (
            <RefreshCwIcon aria-hidden="true" className="size-4 shrink-0 animate-spin" />
          ) : (
            <CloudOffIcon aria-hidden="true" className="size-4 shrink-0" />
          )}
          {text}
        </p>
      )}
    </div>
  );
};
