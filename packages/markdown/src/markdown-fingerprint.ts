/**
 * A short name for a Markdown text (FNV-1a over its UTF-16 code units, and its length):
 * it tells a prerendered article's HTML apart from another's on the page. Not a secret
 * and not a checksum against tampering: the page's own server drew that HTML.
 */
export function markdownFingerprint(markdown: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < markdown.length; index += 1) {
    hash ^= markdown.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${markdown.length.toString(36)}`;
}
