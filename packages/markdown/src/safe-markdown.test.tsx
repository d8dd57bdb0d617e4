import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_REL, SafeMarkdown } from './safe-markdown';

const SITE = 'https://manifest.example';

const render = (markdown: string, { siteOrigin = SITE }: { siteOrigin?: string } = {}) =>
  renderToStaticMarkup(<SafeMarkdown markdown={markdown} siteOrigin={siteOrigin} />);
const renderForUnknownSite = (markdown: string) =>
  renderToStaticMarkup(<SafeMarkdown markdown={markdown} />);

type Tag = { name: string; attributes: Record<string, string> };

// React's static markup quotes every attribute with " and escapes " inside, so
// a regular expression reads its tags reliably.
function tagsOf(html: string, name?: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(
    /<([a-z][a-z0-9]*)((?:\s+[^\s=>"']+(?:="[^"]*")?)*)\s*\/?>/gi,
  )) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[2] ?? '').matchAll(/([^\s=>"']+)(?:="([^"]*)")?/g)) {
      attributes[(attribute[1] ?? '').toLowerCase()] = attribute[2] ?? '';
    }
    tags.push({ name: (match[1] ?? '').toLowerCase(), attributes });
  }
  return name ? tags.filter((tag) => tag.name === name) : tags;
}

const ALLOWED_TAGS = new Set([
  'div',
  'span',
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'input',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'strong',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** No element outside Markdown's own, no event handler, no script URL anywhere in an attribute. */
function expectInert(html: string) {
  for (const tag of tagsOf(html)) {
    expect(ALLOWED_TAGS, `<${tag.name}> in ${html}`).toContain(tag.name);
    for (const [attribute, value] of Object.entries(tag.attributes)) {
      expect(attribute, `${attribute} on <${tag.name}>`).not.toMatch(/^on/);
      expect(attribute).not.toBe('style');
      expect(value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
    }
  }
}

describe('SafeMarkdown: raw HTML', () => {
  it.each([
    ['a script block', '<script>alert(document.cookie)</script>'],
    ['an inline script', 'Hello <script>alert(1)</script> world'],
    ['an image with onerror', '<img src=x onerror="alert(1)">'],
    ['an inline image with onerror', 'Look: <img src=x onerror=alert(1)> here'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an SVG with onload', '<svg onload=alert(1)><circle r="5"/></svg>'],
    ['a style block', '<style>body{display:none}</style>'],
    ['a form', '<form action="https://evil.example"><input name="password"></form>'],
    ['an anchor with a script URL', '<a href="javascript:alert(1)">click</a>'],
    ['a comment hiding a script', '<!-- --><script>alert(1)</script><!-- -->'],
    ['a details element', '<details open ontoggle=alert(1)>x</details>'],
    ['an object', '<object data="https://evil.example/x.swf"></object>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['HTML inside a list', '- item <b onmouseover=alert(1)>bold</b>'],
    ['HTML inside a table', '| a |\n|---|\n| <img src=x onerror=alert(1)> |'],
  ])('never renders %s as HTML', (_, markdown) => {
    const html = render(markdown);
    expectInert(html);
    expect(html).not.toMatch(/<(script|iframe|svg|style|form|object|meta|details|b)\b/i);
  });

  it('shows raw HTML as text and keeps the Markdown around it', () => {
    const html = render('# Title\n\n<div onclick="alert(1)">raw</div>\n\nAfter **it**.');
    expect(html).toContain('Title</h1>');
    expect(html).toContain('&lt;div onclick=&quot;alert(1)&quot;&gt;raw&lt;/div&gt;');
    expect(html).toContain('After <strong class="font-semibold">it</strong>.');
    expect(html).not.toContain('<div onclick');
    expect(render('Hi <script>alert(1)</script>')).toContain(
      'Hi &lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('shows HTML written as code as text', () => {
    const html = render('Use `<script>` tags?\n\n```html\n<img src=x onerror=alert(1)>\n```');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expectInert(html);
  });
});

describe('SafeMarkdown: links', () => {
  it(`gives links to other origins rel="${EXTERNAL_LINK_REL}" and a new tab`, () => {
    const html = render(
      '[a](https://evil.example/x) [b](//evil.example/y) [c](http://manifest.example/) ' +
        'www.autolinked.example <https://angle.example>',
    );
    const links = tagsOf(html, 'a');
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link.attributes).toMatchObject({ target: '_blank', rel: EXTERNAL_LINK_REL });
    }
  });

  it('leaves same-site links plain: relative, fragment and the site origin itself', () => {
    const html = render(
      '[a](/privacy) [b](terms) [c](#section) [d](https://manifest.example/blog/first)',
    );
    const links = tagsOf(html, 'a');
    expect(links.map((link) => link.attributes.href)).toEqual([
      '/privacy',
      'terms',
      '#section',
      'https://manifest.example/blog/first',
    ]);
    for (const link of links) {
      expect(link.attributes.target).toBeUndefined();
      expect(link.attributes.rel).toBeUndefined();
    }
  });

  it('treats every absolute link as external when it does not know the site', () => {
    const links = tagsOf(renderForUnknownSite('[a](https://manifest.example/x) [b](/x)'), 'a');
    expect(links[0]?.attributes.rel).toBe(EXTERNAL_LINK_REL);
    expect(links[1]?.attributes.rel).toBeUndefined();
  });

  it('never lets the Markdown choose target or rel', () => {
    const html = render('[a](https://evil.example "title")');
    const [link] = tagsOf(html, 'a');
    expect(link?.attributes).toMatchObject({
      href: 'https://evil.example',
      title: 'title',
      target: '_blank',
      rel: EXTERNAL_LINK_REL,
    });
  });

  it('keeps mailto: and tel: links without a new tab', () => {
    const links = tagsOf(render('[mail](mailto:hi@manifest.example) [call](tel:+441234)'), 'a');
    expect(links.map((link) => link.attributes.href)).toEqual([
      'mailto:hi@manifest.example',
      'tel:+441234',
    ]);
    expect(links.every((link) => link.attributes.target === undefined)).toBe(true);
  });

  it.each([
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a mixed-case one', '[click](JaVaScRiPt:alert(1))'],
    ['an entity-encoded one', '[click](&#106;avascript:alert(1))'],
    ['one with a named entity colon', '[click](javascript&colon;alert(1))'],
    ['a reference definition', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['an autolink', '<javascript:alert(1)>'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))'],
  ])('removes %s, keeping its text', (_, markdown) => {
    const html = render(markdown);
    expect(tagsOf(html, 'a')).toEqual([]);
    expect(html).toMatch(/<span>[^<]+<\/span>/);
    expectInert(html);
    expect(html).not.toMatch(/href=/);
  });

  it('leaves a scheme broken by a tab a harmless relative link', () => {
    const [link] = tagsOf(render('[click](<java\tscript:alert(1)>)'), 'a');
    // Percent-encoded, it is no scheme at all: the browser reads a path on this site.
    expect(new URL(link?.attributes.href ?? '', `${SITE}/blog/`).origin).toBe(SITE);
  });
});

describe('SafeMarkdown: images', () => {
  it('loads images lazily and asynchronously and keeps their alt text', () => {
    const html = render('![A calm lake at dawn](/uploads/lake.webp "Lake")');
    const [image] = tagsOf(html, 'img');
    expect(image?.attributes).toMatchObject({
      src: '/uploads/lake.webp',
      alt: 'A calm lake at dawn',
      title: 'Lake',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(image?.attributes.referrerpolicy).toBeUndefined();
  });

  it('sends no referrer to another site’s image', () => {
    const [image] = tagsOf(render('![x](https://cdn.example/a.png)'), 'img');
    expect(image?.attributes).toMatchObject({ referrerpolicy: 'no-referrer', loading: 'lazy' });
  });

  it('gives an image without alt text an empty alt (decorative), never none', () => {
    const [image] = tagsOf(render('![](/a.png)'), 'img');
    expect(image?.attributes.alt).toBe('');
  });

  it.each([
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['a reference to a data: image', '![x][i]\n\n[i]: data:image/png;base64,iVBORw0KGgo='],
  ])('drops %s', (_, markdown) => {
    const html = render(markdown);
    expect(tagsOf(html, 'img')).toEqual([]);
    expectInert(html);
  });
});

describe('SafeMarkdown: styling', () => {
  it('styles headings, paragraphs and lists with the theme’s tokens', () => {
    const html = render('# One\n\n## Two\n\nText\n\n- a\n- b\n\n1. x\n2. y\n\n> quote');
    expect(tagsOf(html, 'h1')[0]?.attributes.class).toContain('text-3xl');
    expect(tagsOf(html, 'h2')[0]?.attributes.class).toContain('text-2xl');
    expect(tagsOf(html, 'p')[0]?.attributes.class).toContain('my-4');
    expect(tagsOf(html, 'ul')[0]?.attributes.class).toContain('list-disc');
    expect(tagsOf(html, 'ol')[0]?.attributes.class).toContain('list-decimal');
    expect(tagsOf(html, 'blockquote')[0]?.attributes.class).toContain('text-muted-foreground');
    expect(tagsOf(html, 'div')[0]?.attributes.class).toContain('text-foreground');
  });

  it('uses colour tokens only, so a dark theme applies as it is', () => {
    const html = render(
      '# H\n\n[a](https://x.example) `c`\n\n```\nblock\n```\n\n| a |\n|---|\n| b |\n\n---\n\n> q\n\n- [x] done',
    );
    const classes = tagsOf(html).flatMap((tag) => (tag.attributes.class ?? '').split(' '));
    // No palette colour, no arbitrary colour: only the theme's named tokens.
    const PALETTE =
      /-(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|black|white)\b|#|rgb|hsl|oklch/;
    expect(classes.filter((name) => PALETTE.test(name))).toEqual([]);
    for (const token of ['text-foreground', 'text-primary', 'bg-muted', 'border-border']) {
      expect(classes).toContain(token);
    }
  });

  it('renders GFM tables in a scrolling wrapper, task lists, strikethrough and footnotes', () => {
    const html = render(
      '| Day | Task |\n|---|---|\n| 1 | Breathe |\n\n- [x] done\n- [ ] todo\n\n~~old~~ note[^1]\n\n[^1]: A footnote.',
    );
    expect(html).toMatch(/<div class="my-6 w-full overflow-x-auto"><table/);
    expect(tagsOf(html, 'th').map((th) => th.attributes.class)).toEqual([
      expect.stringContaining('bg-muted'),
      expect.stringContaining('bg-muted'),
    ]);
    expect(tagsOf(html, 'input')).toHaveLength(2);
    expect(tagsOf(html, 'input')[0]?.attributes).toMatchObject({ type: 'checkbox', disabled: '' });
    expect(html).toContain('<del class="text-muted-foreground">old</del>');
    // Footnote links stay on the page, and their ids cannot clobber the page's own.
    const footnoteLinks = tagsOf(html, 'a');
    expect(footnoteLinks.length).toBeGreaterThan(0);
    for (const link of footnoteLinks) {
      expect(link.attributes.href).toMatch(/^#user-content-/);
      expect(link.attributes.target).toBeUndefined();
    }
    expectInert(html);
  });

  it('adds the caller’s classes to the wrapper', () => {
    const html = renderToStaticMarkup(<SafeMarkdown markdown="x" className="max-w-prose" />);
    expect(tagsOf(html, 'div')[0]?.attributes.class).toContain('max-w-prose');
  });

  it('renders nothing but the wrapper for empty Markdown', () => {
    expect(render('')).toMatch(/^<div class="[^"]+" data-markdown-fingerprint="[^"]+"><\/div>$/);
  });
});
