import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readAppPort } from '@manifest/build-config/app-ports';
import { createAppConfig } from '@manifest/build-config/create-app-config';
import { createPrerenderConfig } from '@manifest/build-config/create-prerender-config';
import { createAppServerConfig } from '@manifest/build-config/create-server-config';

const APP_DIR = dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  name: 'dashboard',
  appDir: APP_DIR,
  port: readAppPort('dashboard'),
  // One module per page; the shell's route table renders them (ARCHITECTURE.md).
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
    './TrackRecordPage': './src/pages/track-record-page.tsx',
    './GoalSettingPage': './src/pages/goal-setting-page.tsx',
    './AiDemoPage': './src/pages/ai-demo-page.tsx',
    './AiAssistantPage': './src/pages/ai-assistant-page.tsx',
    './AdminAnalyticsPage': './src/pages/admin-analytics-page.tsx',
  },
});

/** The dashboard pages' frames as HTML, rendered by the remote's own server (src/server/prerender.tsx). */
export const prerenderConfig = createPrerenderConfig({
  name: 'dashboard',
  appDir: APP_DIR,
});

/** Its server (server.ts) for Node: `node dist-node/server.mjs`. */
export const serverConfig = createAppServerConfig({ name: 'dashboard', appDir: APP_DIR });
