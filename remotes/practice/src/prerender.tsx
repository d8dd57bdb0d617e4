import { prerenderBundleOf } from '@manifest/remote-kit/server/render-page';

import { PAGES } from './pages';

/**
 * The frames of the practice pages (`prerender: 'build'` in src/pages.ts), written as HTML
 * by this remote's build (docs/prerendering.md): headings and texts, and skeletons where
 * the user's data will be. The build never sees a session.
 */
export const { buildPages } = prerenderBundleOf(PAGES, (file) => import(`./pages/${file}.tsx`));
