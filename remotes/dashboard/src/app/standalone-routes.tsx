import type { TStandaloneRoute } from '@manifest/remote-kit/standalone-app';
import { lazy } from 'react';

const DashboardPage = lazy(() => import('../pages/dashboard-page'));
const TrackRecordPage = lazy(() => import('../pages/track-record-page'));
const GoalSettingPage = lazy(() => import('../pages/goal-setting-page'));
const AiDemoPage = lazy(() => import('../pages/ai-demo-page'));
const AiAssistantPage = lazy(() => import('../pages/ai-assistant-page'));
const AdminAnalyticsPage = lazy(() => import('../pages/admin-analytics-page'));

/** The remote's pages at the paths the shell gives them, for running the remote alone. */
export const STANDALONE_ROUTES: ReadonlyArray<TStandaloneRoute> = [
  { path: '/', Page: DashboardPage },
  { path: '/dashboard', Page: DashboardPage },
  { path: '/track-record', Page: TrackRecordPage },
  { path: '/goal-setting', Page: GoalSettingPage },
  { path: '/ai-demo', Page: AiDemoPage },
  { path: '/ai-assistant', Page: AiAssistantPage },
  { path: '/admin-analytics', Page: AdminAnalyticsPage },
];
