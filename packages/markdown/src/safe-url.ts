// URL rules for Markdown from the CMS. Schemes are read the way a browser
// reads them (the WHATWG URL parser: tabs and newlines dropped, case folded,
// backslashes as slashes), so `java\tscript:` or `JaVaScRiPt:` cannot pass as
// something harmless.

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);
// Stands for "this site" when the caller did not say which origin that is.
const UNKNOWN_SITE = 'https://site.invalid';

export type UrlUse = 'link' | 'image';

const parse = (value: string, base?: string): URL | null => {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
};

/**
 * The URL as written when it is safe for its use, else undefined: links may be
 * relative, http(s), mailto: or tel:; images relative or http(s). javascript:,
 * data:, vbscript:, file: and anything unknown are dropped.
 */
export function safeUrl(value: string, use: UrlUse): string | undefined {
  const url = value.trim();
  if (url === '') return undefined;
  const parsed = parse(url, `${UNKNOWN_SITE}/`);
  if (!parsed) return undefined;
  return (use === 'link' ? LINK_SCHEMES : IMAGE_SCHEMES).has(parsed.protocol) ? url : undefined;
}

/** The origin of `siteOrigin` (e.g. 'https://manifest.app'), or null when it is none. */
export function originOf(siteOrigin: string | undefined): string | null {
  if (!siteOrigin) return null;
  const parsed = parse(siteOrigin);
  return parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:')
    ? parsed.origin
    : null;
}

export type LinkKind = 'same-site' | 'external' | 'other';

/**
 * Where a (safe) link leads: this site (relative, a fragment, or siteOrigin
 * itself), another origin (protocol-relative `//host` included), or somewhere
 * that is no web page (mailto:, tel:). Without a site origin every absolute
 * http(s) link counts as external.
 */
export function linkKind(href: string, siteOrigin?: string): LinkKind {
  const site = originOf(siteOrigin) ?? UNKNOWN_SITE;
  const parsed = parse(href.trim(), `${site}/`);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return 'other';
  return parsed.origin === site ? 'same-site' : 'external';
}
