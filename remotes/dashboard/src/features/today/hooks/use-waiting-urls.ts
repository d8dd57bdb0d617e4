import { useWaitingOfflineActions } from '@manifest/api-client/offline/use-offline-actions';
import { useMemo } from 'react';

/** The calls of taps done offline that still wait on the device to be sent. */
export function useWaitingUrls(): ReadonlySet<string> {
  const actions = useWaitingOfflineActions();
  return useMemo(() => new Set(actions.map((action) => action.url)), [actions]);
}
