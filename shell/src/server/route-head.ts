import { SITE_NAME, seoForPath } from '../seo/route-seo';
import { escapeHtml } from './escape-html';

/** Marks what the server wrote into the head, so the app takes it back (seo/server-head.ts). */
export const ROUTE_HEAD_ATTRIBUTE = 'data-route-head';

/**
 * The page as the server sends it for `pathname`: the SEO table's title and description,
 * and the same as Open Graph tags, in its head, so crawlers and link previews (which run
 * no script) read what the app shows. A page the table does not name is left as it is.
 */
export function withRouteHead(pathname: string, html: string): string {
  const seo = seoForPath(pathname);
  if (!seo) return html;
  const title = escapeHtml(seo.title);
  const description = escapeHtml(seo.description);
  const mark = `${ROUTE_HEAD_ATTRIBUTE}=""`;
  const tags = [
    `<meta name="description" content="${description}" ${mark} />`,
    `<meta property="og:type" content="website" ${mark} />`,
    `<meta property="og:site_name" content="${SITE_NAME}" ${mark} />`,
    `<meta property="og:title" content="${title}" ${mark} />`,
    `<meta property="og:description" content="${description}" ${mark} />`,
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title ${mark}>${title}</title>`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
