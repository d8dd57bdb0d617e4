import { ZBlogPostPreview, type TBlogPostPreview } from '@manifest/contracts/blog';
import { escapeHtml } from './escape-html';

// Link previews: crawlers of social sites read the HTML and run no script, so
// the shell's server writes a post's title and Open Graph tags into the page
// it serves. The app sets the same tags again in the browser.

const SITE_NAME = 'Manifest';
const BLOG_POST_PATH = /^\/blog\/([A-Za-z0-9\-_.~]{1,200})\/?$/;
/** A preview must never hold the page up: past this, the plain page goes. */
const PREVIEW_TIMEOUT_MS = 800;

/** The page's head with the post's title, description and Open Graph tags. */
export function withPostPreview(html: string, post: TBlogPostPreview): string {
  const title = escapeHtml(post.title);
  const description = escapeHtml(post.excerpt);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(post.featuredImage
      ? [
          `<meta property="og:image" content="${escapeHtml(post.featuredImage)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title} | ${SITE_NAME}</title>`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

/** The shell server's transformPage: a blog post's preview from the API, or the page as it is. */
export function createLinkPreviews({
  apiUrl,
  fetch: fetchPreview = fetch,
}: {
  apiUrl: string;
  fetch?: typeof fetch;
}) {
  return async (pathname: string, html: string): Promise<string> => {
    const slug = BLOG_POST_PATH.exec(pathname)?.[1];
    if (!slug) return html;
    try {
      const response = await fetchPreview(`${apiUrl}/api/blog/posts/${slug}/preview`, {
        signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
      });
      if (!response.ok) return html;
      const preview = ZBlogPostPreview.safeParse(await response.json());
      return preview.success ? withPostPreview(html, preview.data) : html;
    } catch {
      return html;
    }
  };
}
