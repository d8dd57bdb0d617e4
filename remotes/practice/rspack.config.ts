import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readAppPort } from '@manifest/build-config/app-ports';
import { createAppConfig } from '@manifest/build-config/create-app-config';

export default createAppConfig({
  name: 'practice',
  appDir: dirname(fileURLToPath(import.meta.url)),
  port: readAppPort('practice'),
  // One module per page; the shell's route table renders them (ARCHITECTURE.md).
  exposes: {
    './DailyTasksPage': './src/pages/daily-tasks-page.tsx',
    './VisionBoardPage': './src/pages/vision-board-page.tsx',
    './ChallengesPage': './src/pages/challenges-page.tsx',
    './MeditationsPage': './src/pages/meditations-page.tsx',
    './AffirmationsPage': './src/pages/affirmations-page.tsx',
  },
});
