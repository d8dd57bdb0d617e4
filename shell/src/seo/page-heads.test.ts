import { HOME_PAGE_HEAD } from '@manifest/remote-kit/pages';
import { describe, expect, it } from 'vitest';

import { REMOTE_PAGE_LISTS } from '../testing/remote-page-lists';
import { pageHeadAt, pageHeadsOf } from './page-heads';

const HEADS = pageHeadsOf(REMOTE_PAGE_LISTS);
const headAt = (path: string, signedIn = false) => pageHeadAt(HEADS, path, { signedIn });

describe("the pages' titles and descriptions (spec 000 section 2)", () => {
  it('has a title and a description for the six pages the spec names', () => {
    for (const path of [
      '/',
      '/blog',
      '/meditations',
      '/vision-board',
      '/daily-tasks',
      '/ai-assistant',
    ]) {
      const head = headAt(path);
      expect(head?.title, path).toMatch(/Manifest/);
      expect(head?.description.length, path).toBeGreaterThan(50);
    }
  });

  it('gives every page its own title (the spellings of one page, and the homepage, share it)', () => {
    const titles = Object.values(HEADS).map(({ title }) => title);
    expect(titles.filter((title) => title === HOME_PAGE_HEAD.title)).toHaveLength(2);
    const others = titles.filter((title) => title !== HOME_PAGE_HEAD.title);
    expect(new Set(others).size).toBe(others.length);
    expect(headAt('/login')).toEqual(headAt('/signin'));
    expect(headAt('/terms-of-service')).toEqual(headAt('/terms'));
  });

  it('keeps every description to what a results page shows', () => {
    for (const { description } of Object.values(HEADS)) {
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it('is the homepage at / and /dashboard, signed in or not, and ignores a trailing slash', () => {
    expect(headAt('/')).toEqual(HOME_PAGE_HEAD);
    expect(headAt('/', true)).toEqual(HOME_PAGE_HEAD);
    expect(headAt('/dashboard', true)).toEqual(HOME_PAGE_HEAD);
    expect(headAt('/blog/')).toEqual(headAt('/blog'));
  });

  it("names a signed-in page for a crawler too, and a visitor's page for a signed-in browser", () => {
    expect(headAt('/meditations')?.title).toBe(
      'Guided Meditations for Abundance and Calm | Manifest',
    );
    expect(headAt('/signin', true)?.title).toBe('Sign In | Manifest');
  });

  it('leaves other pages, a blog post included, to their remote', () => {
    expect(headAt('/blog/some-post')).toBeNull();
    expect(headAt('/challenges', true)).toBeNull();
    expect(headAt('/no-such-page')).toBeNull();
  });

  it('has no head for a page whose remote list is unknown', () => {
    const blogOnly = REMOTE_PAGE_LISTS.filter(([remote]) => remote === 'blog');
    expect(pageHeadAt(pageHeadsOf(blogOnly), '/pricing', { signedIn: false })).toBeNull();
  });
});
