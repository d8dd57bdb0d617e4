import { syncSignedInHint } from '@manifest/api-client/session-storage';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { applyDeviceClasses } from './device/device-classes';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { startObservability } from './observability/start-observability';
import { preferLoadedShares } from './remotes/loaded-first-sharing';
import { remoteFallbackPlugin } from './remotes/remote-fallback-plugin';
import { registerRemotesFromManifest } from './remotes/remote-registry';
import { registerServiceWorker } from './service-worker/register-service-worker';

const start = async () => {
  applyDeviceClasses();
  syncSignedInHint();
  registerServiceWorker();
  preferLoadedShares();
  registerPlugins([remoteFallbackPlugin()]);
  await registerRemotesFromManifest();

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  createRoot(rootElement, startObservability()).render(
    <StrictMode>
      <AppErrorBoundary>
        <App />
      </AppErrorBoundary>
    </StrictMode>,
  );
};

void start();
