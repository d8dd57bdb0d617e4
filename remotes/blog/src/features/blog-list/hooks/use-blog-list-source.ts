import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  blogListParamsOf,
  blogListSourceOf,
  type TBlogListSource,
} from '../utils/blog-list-source';

/**
 * The listing's source lives in the address (`?q=`, `?category=`, `?page=`), so
 * Back, reload and a shared link show the same list. Each choice is a new entry
 * in the history.
 */
export function useBlogListSource() {
  const [params, setParams] = useSearchParams();
  const source = useMemo(() => blogListSourceOf(params), [params]);
  const show = useCallback(
    (next: TBlogListSource) => {
      setParams(blogListParamsOf(next));
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return {
    source,
    /** Submitting a search clears the category and starts at the first page; an empty one shows all. */
    search: (term: string) => show(term ? { kind: 'search', term } : { kind: 'page', page: 0 }),
    /** Choosing a category, or All, clears the search and starts at the first page. */
    chooseCategory: (slug: string | null) =>
      show(slug ? { kind: 'category', slug } : { kind: 'page', page: 0 }),
    goToPage: (page: number) => show({ kind: 'page', page }),
  };
}
