import type { TStandaloneRoute } from '@manifest/remote-kit/standalone-app';
import { lazy } from 'react';

const BlogListPage = lazy(() => import('../pages/blog-list-page'));
const BlogPostPage = lazy(() => import('../pages/blog-post-page'));

/** The remote's pages at the paths the shell gives them, for running the remote alone. */
export const STANDALONE_ROUTES: ReadonlyArray<TStandaloneRoute> = [
  { path: '/blog', Page: BlogListPage },
  { path: '/blog/:slug', Page: BlogPostPage },
];
