import { escapeHtml } from './escape-html';

/** `<link … rel="stylesheet" … href="…">` in either attribute order, as the builds write them. */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** Hashed file names: a few deployments' worth. */
const MAX_STYLESHEETS = 50;
const READ_TIMEOUT_MS = 2_000;

export type TInlineStylesheetsOptions = {
  /** Reads a stylesheet of the shell's own origin (a path such as `/styles.1234abcd.css`). */
  readOwn: (path: string) => Promise<string>;
  /** Origins whose stylesheets may be read (the remotes'); any other stays a link. */
  allowedOrigins: ReadonlySet<string>;
  fetch?: typeof fetch;
};

/**
 * A prerendered page's stylesheets written into it, so it is drawn as soon as its HTML
 * arrives, with no request in between. A stylesheet read for the first time stays a
 * link in that page (the read goes on behind it); its hashed name never changes content.
 */
export function createInlineStylesheets({
  readOwn,
  allowedOrigins,
  fetch: fetchStylesheet = fetch,
}: TInlineStylesheetsOptions) {
  const texts = new Map<string, string>();
  const reading = new Set<string>();
  /** Never written in: another origin's, or text that could end its own element. */
  const refused = new Set<string>();

  const read = async (href: string) => {
    if (href.startsWith('/') && !href.startsWith('//')) return readOwn(href);
    if (!allowedOrigins.has(new URL(href).origin)) {
      refused.add(href);
      return null;
    }
    const response = await fetchStylesheet(href, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    return response.ok ? response.text() : null;
  };

  const remember = (href: string) => {
    if (reading.has(href) || refused.has(href)) return;
    reading.add(href);
    read(href)
      .then((text) => {
        if (text === null) return;
        if (/<\/style/i.test(text)) {
          refused.add(href);
          return;
        }
        if (texts.size >= MAX_STYLESHEETS) texts.delete(texts.keys().next().value ?? href);
        texts.set(href, text);
      })
      .catch(() => undefined)
      .finally(() => reading.delete(href));
  };

  return {
    /** Every stylesheet already read, started for the next page; each one at most once in a page. */
    inline: (html: string): string => {
      const written = new Set<string>();
      return html.replace(STYLESHEET_LINK, (link, href: string) => {
        const text = texts.get(href);
        if (text === undefined) {
          remember(href);
          return link;
        }
        if (written.has(href)) return '';
        written.add(href);
        return `<style data-href="${escapeHtml(href)}">${text}</style>`;
      });
    },
    /** Reads the stylesheets of a page ahead of its first visitor. */
    warm: (html: string): void => {
      for (const [, href] of html.matchAll(STYLESHEET_LINK)) if (href) remember(href);
    },
  };
}
