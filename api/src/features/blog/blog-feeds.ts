import type { TBlogPost } from '@manifest/contracts/blog';

/** How many posts the RSS feed carries (the newest). */
export const RSS_POST_COUNT = 20;

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Whether XML 1.0 may carry a character (tab, newlines, and the printable planes). */
const isXmlChar = (codePoint: number) =>
  codePoint === 0x9 ||
  codePoint === 0xa ||
  codePoint === 0xd ||
  (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
  (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
  codePoint >= 0x10000;

/** Text made safe for an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const postUrl = (appUrl: string, slug: string) => `${appUrl}/blog/${encodeURIComponent(slug)}`;

/** sitemap.xml (sitemaps.org 0.9): the listing and every published post. */
export function sitemapXml(posts: readonly TBlogPost[], appUrl: string): string {
  const newest = posts[0]?.publishDate;
  const urls = [
    { loc: `${appUrl}/blog`, lastmod: newest },
    ...posts.map((post) => ({ loc: postUrl(appUrl, post.slug), lastmod: post.publishDate })),
  ];
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** RSS 2.0 of the newest posts, newest first. */
export function rssXml(posts: readonly TBlogPost[], appUrl: string, now: Date): string {
  const items = posts.slice(0, RSS_POST_COUNT).map((post) => {
    const link = escapeXml(postUrl(appUrl, post.slug));
    const published = new Date(`${post.publishDate}T12:00:00Z`).toUTCString();
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      ...(post.category ? [`      <category>${escapeXml(post.category.name)}</category>`] : []),
      `      <pubDate>${published}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>Manifestation Blog</title>',
    `    <link>${escapeXml(`${appUrl}/blog`)}</link>`,
    '    <description>Insights, practices and stories on manifestation, mindset and personal transformation.</description>',
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(`${appUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
