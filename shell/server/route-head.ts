import type { TPageHead } from '@manifest/remote-kit/pages';

import { PAGE_HEADS_ELEMENT_ID, SITE_NAME, type TPageHeads } from '../src/seo/page-heads';
import { escapeHtml, scriptJson } from './escape-html';

/** Marks what the server wrote into the head, so the app takes it back (seo/server-head.ts). */
export const ROUTE_HEAD_ATTRIBUTE = 'data-route-head';

/**
 * The page as the server sends it: the route's title and description (its remote's page
 * list), and the same as Open Graph tags, in its head, so crawlers and link previews
 * (which run no script) read what the app shows. A page without them is left as it is.
 */
export function withRouteHead(html: string, head: TPageHead | null): string {
  if (!head) return html;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
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

/** Every page's head written into the page, for the app to set as it moves (seo/route-meta.tsx). */
export const withPageHeads = (html: string, heads: TPageHeads): string =>
  html.replace(
    '</head>',
    () =>
      `<script id="${PAGE_HEADS_ELEMENT_ID}" type="application/json">${scriptJson(heads)}</script></head>`,
  );
