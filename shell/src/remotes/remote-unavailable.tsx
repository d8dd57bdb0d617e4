import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@manifest/ui/card';
import { useState } from 'react';

import { RevealWhenDrawn } from '../prerender/reveal-when-drawn';
import { useRemoteRetry } from './remote-retry-context';

export const REMOTE_UNAVAILABLE_TITLE = 'This part of the app could not be loaded';

type TRemoteUnavailableProps = { remote: string };

/** Shown in place of a remote that failed; the rest of the shell keeps working. */
export const RemoteUnavailable = ({ remote }: TRemoteUnavailableProps) => {
  const retryContext = useRemoteRetry();
  const [isRetrying, setIsRetrying] = useState(false);

  const retry = async () => {
    if (!retryContext) return;
    setIsRetrying(true);
    try {
      await retryContext.retry();
    } finally {
      setIsRetrying(false);
    }
  };

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10" data-testid={`remote-fallback-${remote}`}>
      <Card role="alert">
        <CardHeader>
          <CardTitle>{REMOTE_UNAVAILABLE_TITLE}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-muted-foreground">
            Check your connection and try again. The rest of the app still works.
          </p>
          <Button data-testid="remote-retry" disabled={isRetrying} onClick={() => void retry()}>
            {isRetrying ? 'Retrying...' : 'Retry'}
          </Button>
        </CardContent>
      </Card>
      <RevealWhenDrawn />
    </main>
  );
};
