import { describe, expect, it } from 'vitest';

import { ROUTE_SEO, seoForPath } from './route-seo';

describe('route SEO (spec 000 section 2)', () => {
  it('has a title and a description for the six pages the spec names', () => {
    for (const path of [
      '/',
      '/blog',
      '/meditations',
      '/vision-board',
      '/daily-tasks',
      '/ai-assistant',
    ]) {
      const seo = seoForPath(path);
      expect(seo?.title, path).toMatch(/Manifest/);
      expect(seo?.description.length, path).toBeGreaterThan(50);
      expect(seo?.description.length, path).toBeLessThanOrEqual(160);
    }
  });

  it('gives every page its own title (the spellings of one page share it)', () => {
    const pages = new Set(Object.values(ROUTE_SEO));
    const titles = [...pages].map(({ title }) => title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(seoForPath('/login')).toBe(seoForPath('/signin'));
    expect(seoForPath('/terms-of-service')).toBe(seoForPath('/terms'));
  });

  it('keeps every description to what a results page shows', () => {
    for (const { description } of Object.values(ROUTE_SEO)) {
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it('treats /dashboard as the homepage and ignores a trailing slash', () => {
    expect(seoForPath('/dashboard')).toBe(seoForPath('/'));
    expect(seoForPath('/blog/')).toBe(seoForPath('/blog'));
  });

  it('leaves other pages, a blog post included, to their remote', () => {
    expect(seoForPath('/blog/some-post')).toBeNull();
    expect(seoForPath('/challenges')).toBeNull();
  });
});
