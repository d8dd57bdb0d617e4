import { AuthProvider, type TAuthStore } from '@manifest/auth/auth-provider';
import { createQueryClient } from '@manifest/api-client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { PageViewReporter } from '../features/analytics/page-view-reporter';
import { hydratePrerenderedState } from '../prerender/prerendered-state';
import { CelebrationHost } from '../features/celebration/celebration-host';
import { RouteMeta } from '../seo/route-meta';
import { SessionEffects } from '../session/session-effects';
import { ToasterHost } from '../toasts/toaster-host';
import { AppRoutes } from './app-routes';
import { ShellServices } from './shell-services';

type TAppProps = {
  /** The session, made and checked at start (bootstrap), before the first render. */
  authStore?: TAuthStore;
};

export const App = ({ authStore }: TAppProps) => {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    hydratePrerenderedState(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={authStore}>
        <ShellServices />
        <SessionEffects />
        <BrowserRouter>
          <RouteMeta />
          <PageViewReporter />
          <AppRoutes />
        </BrowserRouter>
        <CelebrationHost />
        <ToasterHost />
      </AuthProvider>
    </QueryClientProvider>
  );
};
