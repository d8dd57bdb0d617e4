import { prerenderBundleOf } from '@manifest/remote-kit/server/render-page';

import { PAGES } from '../pages';

/**
 * The frames of the practice pages (those with a frame in src/pages.ts), drawn by this
 * remote's server for a browser holding a session (docs/prerendering.md):
 * headings and texts, and skeletons where the user's data will be. The server never sees
 * the session.
 */
export const { render, warmPaths, warmSignedInPaths } = prerenderBundleOf(
  PAGES,
  (file) => import(`../pages/${file}.tsx`),
);
