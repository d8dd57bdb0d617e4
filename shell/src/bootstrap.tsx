import { syncSignedInHint } from '@manifest/api-client/session-storage';
import { createAuthStore } from '@manifest/auth/auth-provider';
import { prepareClassMerging } from '@manifest/ui/cn';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { routeAt, SIGNED_IN_ROUTES } from './app/route-table';
import { applyDeviceClasses } from './device/device-classes';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { startObservability } from './observability/start-observability';
import { yieldToMain } from './lib/yield-to-main';
import { appRootElement } from './prerender/reveal-app';
import { remoteFallbackPlugin } from './remotes/remote-fallback-plugin';
import { preloadRemotePage } from './remotes/remote-page-cache';
import { registerRemotesFromManifest } from './remotes/remote-registry';
import { registerServiceWorker } from './service-worker/register-service-worker';

const start = async () => {
  // A stored session is checked with the server at once, while the app starts.
  const authStore = createAuthStore();
  void authStore.start();
  applyDeviceClasses();
  syncSignedInHint();
  registerServiceWorker();
  registerPlugins([remoteFallbackPlugin()]);
  await registerRemotesFromManifest();
  // A signed-in start: the address's page loads during the check, not after it.
  const signedInPage = routeAt(SIGNED_IN_ROUTES, window.location.pathname);
  if (authStore.getSnapshot().status !== 'signedOut' && signedInPage) {
    preloadRemotePage(signedInPage.remote, signedInPage.module);
  }
  await yieldToMain();
  prepareClassMerging();
  await yieldToMain();

  const root = createRoot(appRootElement(), startObservability());
  // A transition renders in slices that yield to the browser: on a slow phone the first
  // render is many short tasks, not one that blocks input (a prerendered page is on
  // screen meanwhile, and the app's root out of the document until it takes its place).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <App authStore={authStore} />
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
};

void start();
