import type { TRemoteName } from '@manifest/build-config/app-ports';
import { LoadingOverlay } from '@manifest/ui/loading-overlay';
import { Suspense, useCallback, useMemo, useState } from 'react';

import { RevealWhenDrawn } from '../prerender/reveal-when-drawn';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { forgetRemotePages, getRemotePage } from './remote-page-cache';
import { reregisterRemote } from './remote-registry';
import { RemoteRetryContext, type TRemoteRetry } from './remote-retry-context';

type TRemotePageProps = { remote: TRemoteName; module: string };

/**
 * A page owned by a remote, loaded at run time and guarded so a failure stays in its place.
 * The route table keys it by module, so its props never change for one instance.
 */
export const RemotePage = ({ remote, module }: TRemotePageProps) => {
  const [Page, setPage] = useState(() => getRemotePage(remote, module));
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(async () => {
    await reregisterRemote(remote);
    forgetRemotePages(remote);
    setPage(() => getRemotePage(remote, module));
    setAttempt((count) => count + 1);
  }, [remote, module]);

  const retryContext = useMemo<TRemoteRetry>(() => ({ remote, retry }), [remote, retry]);

  return (
    <RemoteRetryContext.Provider value={retryContext}>
      <RemoteErrorBoundary key={attempt} remote={remote}>
        <Suspense fallback={<LoadingOverlay />}>
          <Page />
          <RevealWhenDrawn />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
};
