import { describe, expect, it } from 'vitest';

import { seoForPath } from '../seo/route-seo';
import { withRouteHead } from './route-head';

const HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Manifest</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the head the server writes for a route (issue 36)', () => {
  it.each([
    '/',
    '/blog',
    '/meditations',
    '/vision-board',
    '/daily-tasks',
    '/ai-assistant',
    '/pricing',
  ])("gives %s the SEO table's title, description and Open Graph tags", (path) => {
    const seo = seoForPath(path);
    if (!seo) throw new Error(`no SEO for ${path}`);
    const head = headOf(withRouteHead(path, HTML));
    const title = seo.title.replace(/&/g, '&amp;');
    const description = seo.description.replace(/&/g, '&amp;');
    expect(head).toContain(`<title data-route-head="">${title}</title>`);
    expect(head).not.toContain('<title>Manifest</title>');
    expect(head).toContain(
      `<meta name="description" content="${description}" data-route-head="" />`,
    );
    expect(head).toContain(`<meta property="og:title" content="${title}" data-route-head="" />`);
    expect(head).toContain(
      `<meta property="og:description" content="${description}" data-route-head="" />`,
    );
    expect(head.match(/<title/g)).toHaveLength(1);
  });

  it('reads a trailing slash as the page', () => {
    expect(withRouteHead('/blog/', HTML)).toBe(withRouteHead('/blog', HTML));
  });

  it('leaves a page the table does not name as it is (a blog post has its own preview)', () => {
    expect(withRouteHead('/blog/the-369-method', HTML)).toBe(HTML);
    expect(withRouteHead('/no-such-page', HTML)).toBe(HTML);
  });

  it("keeps the page's text as written, `$&` and all", () => {
    const page = HTML.replace(
      '<div id="root"></div>',
      () => '<div id="root"><p>$& stays</p></div>',
    );
    expect(withRouteHead('/blog', page)).toContain('<p>$& stays</p>');
  });
});
