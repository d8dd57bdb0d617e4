import { requestJson } from '@manifest/api-client/request';
import { BLOG_PAGE_SIZE, ZBlogCategoryList, ZBlogPostList } from '@manifest/contracts/blog';
import { queryOptions } from '@tanstack/react-query';

import type { TBlogListSource } from '../utils/blog-list-source';

// Spec 001 section 7: the blog's list calls, one query per source.
export const BLOG_POSTS_URL = '/api/blog/posts';
export const BLOG_CATEGORIES_URL = '/api/blog/categories';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [BLOG_CATEGORIES_URL],
    queryFn: () => requestJson(ZBlogCategoryList, 'GET', BLOG_CATEGORIES_URL),
    staleTime: 5 * 60_000,
  });

export const featuredPostsQueryOptions = () =>
  queryOptions({
    queryKey: [`${BLOG_POSTS_URL}/featured`],
    queryFn: () => requestJson(ZBlogPostList, 'GET', `${BLOG_POSTS_URL}/featured`),
    staleTime: 60_000,
  });

/** The URL of the list a source shows: a search, a category, or a page. */
export function postListUrl(source: TBlogListSource): string {
  switch (source.kind) {
    case 'search':
      return `${BLOG_POSTS_URL}/search?${new URLSearchParams({ q: source.term })}`;
    case 'category':
      return `${BLOG_POSTS_URL}/category/${encodeURIComponent(source.slug)}`;
    case 'page':
      return `${BLOG_POSTS_URL}?${new URLSearchParams({
        limit: String(BLOG_PAGE_SIZE),
        offset: String(source.page * BLOG_PAGE_SIZE),
      })}`;
  }
}

export const postListQueryOptions = (source: TBlogListSource) =>
  queryOptions({
    queryKey: [postListUrl(source)],
    queryFn: () => requestJson(ZBlogPostList, 'GET', postListUrl(source)),
    staleTime: 60_000,
  });
