import {
  renderPage,
  type TPrerenderRoute,
  type TRenderOptions,
} from '@manifest/remote-kit/server/render-page';

import AffirmationsPage from '../pages/affirmations-page';
import ChallengesPage from '../pages/challenges-page';
import DailyTasksPage from '../pages/daily-tasks-page';
import MeditationsPage from '../pages/meditations-page';
import VisionBoardPage from '../pages/vision-board-page';

/**
 * The frames of the practice pages, drawn by this remote's server for a browser holding
 * a session (docs/prerendering.md): headings and texts, and skeletons
 * where the user's data will be. The server never sees the session.
 */
const ROUTES: ReadonlyArray<TPrerenderRoute> = [
  { path: '/daily-tasks', Page: DailyTasksPage, signedIn: true },
  { path: '/affirmations', Page: AffirmationsPage, signedIn: true },
  { path: '/meditations', Page: MeditationsPage, signedIn: true },
  { path: '/challenges', Page: ChallengesPage, signedIn: true },
  { path: '/vision-board', Page: VisionBoardPage, signedIn: true },
];

export const render = (url: string, options?: TRenderOptions) => renderPage(ROUTES, url, options);

export const warmSignedInPaths = ROUTES.map(({ path }) => path);
