import { ApiError, requestJson } from '@manifest/api-client/request';
import { ZBlogPostDetail } from '@manifest/contracts/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { BLOG_POSTS_URL } from '../../blog-list/api/blog-posts-queries';

/** The API said there is no published post of that slug. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const postUrl = (slug: string) => `${BLOG_POSTS_URL}/${encodeURIComponent(slug)}`;

/** The post of a slug (each read counts a view, once per reader and day on the server). */
export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [postUrl(slug)],
    queryFn: () => requestJson(ZBlogPostDetail, 'GET', postUrl(slug)),
    staleTime: 5 * 60_000,
    // A post that does not exist does not appear on a retry.
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });

export const usePost = (slug: string) => useQuery(postQueryOptions(slug));
