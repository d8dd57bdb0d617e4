import {
  renderPage,
  type TPrerenderRoute,
  type TRenderOptions,
} from '@manifest/remote-kit/server/render-page';

import DashboardPage from '../pages/dashboard-page';
import GoalSettingPage from '../pages/goal-setting-page';
import TrackRecordPage from '../pages/track-record-page';

/**
 * The frames of the dashboard's everyday pages, drawn by this remote's server for a
 * browser holding a session (docs/prerendering.md): headings and texts,
 * and skeletons where the user's data will be. The server never sees the session.
 */
const ROUTES: ReadonlyArray<TPrerenderRoute> = [
  { path: '/', Page: DashboardPage, signedIn: true },
  { path: '/dashboard', Page: DashboardPage, signedIn: true },
  { path: '/track-record', Page: TrackRecordPage, signedIn: true },
  { path: '/goal-setting', Page: GoalSettingPage, signedIn: true },
];

export const render = (url: string, options?: TRenderOptions) => renderPage(ROUTES, url, options);

export const warmSignedInPaths = ROUTES.map(({ path }) => path);
