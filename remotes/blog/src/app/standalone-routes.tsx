import { lazy, type ComponentType } from 'react';

const BlogListPage = lazy(() => import('../pages/blog-list-page'));
const BlogPostPage = lazy(() => import('../pages/blog-post-page'));

/** The remote's pages at the paths the shell gives them, for running the remote alone. */
export const STANDALONE_ROUTES: ReadonlyArray<{ path: string; Page: ComponentType }> = [
  { path: '/blog', Page: BlogListPage },
  { path: '/blog/:slug', Page: BlogPostPage },
];
