import { requestJson, setServerApiOrigin } from '@manifest/api-client/request';
import { ZBlogPostDetail } from '@manifest/contracts/blog';
import { prerenderBundleOf } from '@manifest/remote-kit/server/render-page';
import type { QueryClient } from '@tanstack/react-query';

import {
  categoriesQueryOptions,
  featuredPostsQueryOptions,
  postListQueryOptions,
} from './features/blog-list/api/blog-posts-queries';
import { blogListSourceOf, showsFeatured } from './features/blog-list/utils/blog-list-source';
import { commentsQueryOptions } from './features/blog-post/api/comments';
import { postQueryOptions, postUrl } from './features/blog-post/api/get-post';
import { PAGES } from './pages';

const prefetchList = (queryClient: QueryClient, search: URLSearchParams) => {
  const source = blogListSourceOf(search);
  return Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions()),
    showsFeatured(source) ? queryClient.prefetchQuery(featuredPostsQueryOptions()) : null,
    queryClient.prefetchQuery(postListQueryOptions(source)),
  ]);
};

/** The post read without counting a view (the reader's own read, once the app runs, counts). */
const prefetchPost = async (queryClient: QueryClient, slug: string) => {
  const post = await queryClient.fetchQuery({
    ...postQueryOptions(slug),
    queryFn: () => requestJson(ZBlogPostDetail, 'GET', `${postUrl(slug)}?view=none`),
    retry: false,
  });
  await queryClient.prefetchQuery(commentsQueryOptions(post.id));
};

/** The blog's pages, rendered by this remote's server (docs/prerendering.md). */
const bundle = prerenderBundleOf(PAGES, (file) => import(`./pages/${file}.tsx`), {
  BlogListPage: (client, _params, url) => prefetchList(client, url.searchParams),
  BlogPostPage: (client, { slug = '' }) => prefetchPost(client, slug),
});

/** A search is one reader's: drawn in the browser only. */
export const render = (url: string) =>
  new URL(url, 'http://localhost').searchParams.has('q')
    ? Promise.resolve(null)
    : bundle.render(url);

export const { warmPaths, buildPages } = bundle;

/** The API the pages read, from the server that loads this bundle. */
export const configure = ({ apiUrl }: { apiUrl: string }) => setServerApiOrigin(apiUrl);
