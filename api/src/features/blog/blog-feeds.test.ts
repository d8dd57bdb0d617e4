import type { TBlogPost } from '@manifest/contracts/blog';
import { describe, expect, it } from 'vitest';
import { escapeXml, rssXml, sitemapXml } from './blog-feeds';

const post = (slug: string, title: string, publishDate: string): TBlogPost => ({
  id: slug,
  slug,
  title,
  excerpt: `About ${title}`,
  featuredImage: null,
  featuredImageVariants: [],
  category: { id: 'c', slug: 'mindset', name: 'Mindset & Focus' },
  publishDate,
  readTime: 4,
  views: 0,
  likes: 0,
});

const APP = 'https://manifest.example';
const posts = [post('newest', 'Newest <b>', '2031-05-02'), post('older', 'Older', '2031-04-01')];

describe('blog feeds', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml(`<script>"a" & 'b'</script>\u0001`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;',
    );
  });

  it('lists the listing and every post in the sitemap, with their dates', () => {
    const xml = sitemapXml(posts, APP);
    expect(xml).toContain('<loc>https://manifest.example/blog</loc><lastmod>2031-05-02</lastmod>');
    expect(xml).toContain(
      '<loc>https://manifest.example/blog/older</loc><lastmod>2031-04-01</lastmod>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('carries the newest posts in the RSS feed, escaped', () => {
    const xml = rssXml(posts, APP, new Date('2031-05-03T00:00:00Z'));
    expect(xml).toContain('<title>Newest &lt;b&gt;</title>');
    expect(xml).toContain('<category>Mindset &amp; Focus</category>');
    expect(xml).toContain('<pubDate>Fri, 02 May 2031 12:00:00 GMT</pubDate>');
    expect(xml.indexOf('newest')).toBeLessThan(xml.indexOf('older'));
  });
});
