import type { TStandaloneRoute } from '@manifest/remote-kit/standalone-app';
import { lazy } from 'react';

const DailyTasksPage = lazy(() => import('../pages/daily-tasks-page'));
const VisionBoardPage = lazy(() => import('../pages/vision-board-page'));
const ChallengesPage = lazy(() => import('../pages/challenges-page'));
const MeditationsPage = lazy(() => import('../pages/meditations-page'));
const AffirmationsPage = lazy(() => import('../pages/affirmations-page'));

/** The remote's pages at the paths the shell gives them, for running the remote alone. */
export const STANDALONE_ROUTES: ReadonlyArray<TStandaloneRoute> = [
  { path: '/daily-tasks', Page: DailyTasksPage },
  { path: '/vision-board', Page: VisionBoardPage },
  { path: '/challenges', Page: ChallengesPage },
  { path: '/meditations', Page: MeditationsPage },
  { path: '/affirmations', Page: AffirmationsPage },
];
