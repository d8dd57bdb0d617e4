import { describe, expect, it } from 'vitest';

import { withPageHeads, withRouteHead } from './route-head';

const HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Manifest</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

const BLOG = {
  title: 'Blog: Manifestation, Mindset & Growth | Manifest',
  description: 'Articles on manifestation, mindset, "meditation" and habits.',
};

describe('the head the server writes for a route (issue 36)', () => {
  it('gives the page its title, description and Open Graph tags, escaped', () => {
    const head = headOf(withRouteHead(HTML, BLOG));
    const title = 'Blog: Manifestation, Mindset &amp; Growth | Manifest';
    const description = 'Articles on manifestation, mindset, &quot;meditation&quot; and habits.';
    expect(head).toContain(`<title data-route-head="">${title}</title>`);
    expect(head).not.toContain('<title>Manifest</title>');
    expect(head).toContain(
      `<meta name="description" content="${description}" data-route-head="" />`,
    );
    expect(head).toContain('<meta property="og:type" content="website" data-route-head="" />');
    expect(head).toContain(
      '<meta property="og:site_name" content="Manifest" data-route-head="" />',
    );
    expect(head).toContain(`<meta property="og:title" content="${title}" data-route-head="" />`);
    expect(head).toContain(
      `<meta property="og:description" content="${description}" data-route-head="" />`,
    );
    expect(head.match(/<title/g)).toHaveLength(1);
  });

  it('leaves a page without a head as it is (a blog post has its own preview)', () => {
    expect(withRouteHead(HTML, null)).toBe(HTML);
  });

  it("keeps the page's text as written, `$&` and all", () => {
    const page = HTML.replace(
      '<div id="root"></div>',
      () => '<div id="root"><p>$& stays</p></div>',
    );
    expect(withRouteHead(page, { ...BLOG, title: '$& title' })).toContain('<p>$& stays</p>');
    expect(withRouteHead(page, { ...BLOG, title: '$& title' })).toContain('>$&amp; title</title>');
  });

  it('writes every page head into the page for the app, safe inside its script element', () => {
    const page = withPageHeads(HTML, { 'blog/BlogListPage': { ...BLOG, title: '</script>' } });
    expect(headOf(page)).toContain(
      '<script id="page-heads" type="application/json">{"blog/BlogListPage":{"title":"\\u003c/script>",',
    );
    expect(page.match(/<\/script>/g)).toHaveLength(1);
  });
});
