import { BLOG_PAGE_SIZE } from '@manifest/contracts/blog';

/** What the listing shows (spec 001 section 5): a search over a category over a page. */
export type TBlogListSource =
  | { kind: 'search'; term: string }
  | { kind: 'category'; slug: string }
  | { kind: 'page'; page: number };

/** The listing's state as the address bar carries it: `?q=`, `?category=`, `?page=` (1-based). */
export function blogListSourceOf(params: URLSearchParams): TBlogListSource {
  const term = params.get('q')?.trim();
  if (term) return { kind: 'search', term };
  const slug = params.get('category')?.trim();
  if (slug) return { kind: 'category', slug };
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { kind: 'page', page: Number.isInteger(page) && page > 1 ? page - 1 : 0 };
}

/** The address of a source: choosing a category or a search starts from the first page. */
export function blogListParamsOf(source: TBlogListSource): URLSearchParams {
  switch (source.kind) {
    case 'search':
      return new URLSearchParams({ q: source.term });
    case 'category':
      return new URLSearchParams({ category: source.slug });
    case 'page':
      return source.page > 0
        ? new URLSearchParams({ page: String(source.page + 1) })
        : new URLSearchParams();
  }
}

/** Featured Articles show only on the plain list. */
export const showsFeatured = (source: TBlogListSource) => source.kind === 'page';

/** Next shows only on the plain list when the page is full; Previous after the first page. */
export function pagingOf(source: TBlogListSource, postsOnPage: number) {
  if (source.kind !== 'page') return { hasPrevious: false, hasNext: false };
  return { hasPrevious: source.page > 0, hasNext: postsOnPage === BLOG_PAGE_SIZE };
}

/** Spec 001 section 8: the toast title when a list fails to load. */
export function listFailureTitle(source: TBlogListSource): string {
  switch (source.kind) {
    case 'search':
      return 'Failed to search posts';
    case 'category':
      return 'Failed to fetch category posts';
    case 'page':
      return 'Failed to fetch posts';
  }
}
