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

  it('gives every page its own title', () => {
    const titles = Object.entries(ROUTE_SEO)
      .filter(([path]) => path !== '/dashboard')
      .map(([, { title }]) => title);
    expect(new Set(titles).size).toBe(titles.length);
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
