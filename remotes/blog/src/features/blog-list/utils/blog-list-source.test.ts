import { describe, expect, it } from 'vitest';

import {
  blogListParamsOf,
  blogListSourceOf,
  listFailureTitle,
  pagingOf,
  showsFeatured,
} from './blog-list-source';

const sourceOf = (query: string) => blogListSourceOf(new URLSearchParams(query));

describe('blogListSourceOf', () => {
  it('puts a search over a category over a page', () => {
    expect(sourceOf('q=abundance&category=mindset&page=3')).toEqual({
      kind: 'search',
      term: 'abundance',
    });
    expect(sourceOf('category=mindset&page=3')).toEqual({ kind: 'category', slug: 'mindset' });
    expect(sourceOf('page=3')).toEqual({ kind: 'page', page: 2 });
  });

  it('reads a missing, blank or nonsense value as the first page', () => {
    for (const query of ['', 'q=%20%20', 'page=0', 'page=-4', 'page=two']) {
      expect(sourceOf(query)).toEqual({ kind: 'page', page: 0 });
    }
  });

  it('round-trips through the address', () => {
    for (const source of [
      { kind: 'search', term: 'law of attraction' },
      { kind: 'category', slug: 'mindset' },
      { kind: 'page', page: 4 },
      { kind: 'page', page: 0 },
    ] as const) {
      expect(blogListSourceOf(blogListParamsOf(source))).toEqual(source);
    }
    expect(blogListParamsOf({ kind: 'page', page: 0 }).toString()).toBe('');
  });
});

describe('listing rules', () => {
  it('shows Featured and paging only on the plain list, Next only on a full page', () => {
    expect(showsFeatured({ kind: 'page', page: 1 })).toBe(true);
    expect(showsFeatured({ kind: 'search', term: 'x' })).toBe(false);
    expect(pagingOf({ kind: 'page', page: 0 }, 9)).toEqual({ hasPrevious: false, hasNext: true });
    expect(pagingOf({ kind: 'page', page: 2 }, 4)).toEqual({ hasPrevious: true, hasNext: false });
    expect(pagingOf({ kind: 'category', slug: 'x' }, 9)).toEqual({
      hasPrevious: false,
      hasNext: false,
    });
  });

  it("names each list's failure as the spec does", () => {
    expect(listFailureTitle({ kind: 'search', term: 'x' })).toBe('Failed to search posts');
    expect(listFailureTitle({ kind: 'category', slug: 'x' })).toBe(
      'Failed to fetch category posts',
    );
    expect(listFailureTitle({ kind: 'page', page: 0 })).toBe('Failed to fetch posts');
  });
});
