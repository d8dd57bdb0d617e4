import { describe, expect, it, vi } from 'vitest';

import { createInlineStylesheets } from './inline-stylesheets';

const PAGE =
  '<head><link href="/styles.1.css" rel="stylesheet">' +
  '<link rel="stylesheet" href="https://account.example/styles.2.css" />' +
  '<link rel="preload" href="https://account.example/page.js" as="script" /></head>';

const setup = (remoteCss = '.card{color:red}') => {
  const fetch = vi.fn(async () => new Response(remoteCss));
  const readOwn = vi.fn(async () => 'body{margin:0}');
  const stylesheets = createInlineStylesheets({
    readOwn,
    allowedOrigins: new Set(['https://account.example']),
    fetch,
  });
  return { fetch, readOwn, stylesheets };
};

describe('createInlineStylesheets', () => {
  it('leaves links the first time, reads them behind the page, then writes them in', async () => {
    const { fetch, readOwn, stylesheets } = setup();
    expect(stylesheets.inline(PAGE)).toBe(PAGE);
    await vi.waitFor(() => expect(stylesheets.inline(PAGE)).not.toBe(PAGE));
    expect(stylesheets.inline(PAGE)).toBe(
      '<head><style data-href="/styles.1.css">body{margin:0}</style>' +
        '<style data-href="https://account.example/styles.2.css">.card{color:red}</style>' +
        '<link rel="preload" href="https://account.example/page.js" as="script" /></head>',
    );
    expect(readOwn).toHaveBeenCalledWith('/styles.1.css');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads ahead of the first visitor when warmed', async () => {
    const { stylesheets } = setup();
    stylesheets.warm(PAGE);
    await vi.waitFor(() => expect(stylesheets.inline(PAGE)).toContain('.card{color:red}'));
  });

  it('never reads a stylesheet of another origin, nor writes one that could end its element', async () => {
    const { fetch, stylesheets } = setup('x{}</style><script>alert(1)</script>');
    const foreign = '<link rel="stylesheet" href="https://evil.example/a.css">';
    stylesheets.warm(foreign + PAGE);
    await vi.waitFor(() => expect(stylesheets.inline(PAGE)).toContain('body{margin:0}'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      'https://account.example/styles.2.css',
    );
    expect(stylesheets.inline(foreign + PAGE)).toContain(foreign);
    expect(stylesheets.inline(PAGE)).toContain('href="https://account.example/styles.2.css" />');
  });

  it('writes a stylesheet linked twice once', async () => {
    const { stylesheets } = setup();
    const twice =
      '<link href="/styles.1.css" rel="stylesheet"><link href="/styles.1.css" rel="stylesheet">';
    stylesheets.warm(twice);
    await vi.waitFor(() =>
      expect(stylesheets.inline(twice)).toBe(
        '<style data-href="/styles.1.css">body{margin:0}</style>',
      ),
    );
  });
});
