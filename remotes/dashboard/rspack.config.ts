import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readAppPort } from '@manifest/build-config/app-ports';
import { createAppConfig } from '@manifest/build-config/create-app-config';

export default createAppConfig({
  name: 'dashboard',
  appDir: dirname(fileURLToPath(import.meta.url)),
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
