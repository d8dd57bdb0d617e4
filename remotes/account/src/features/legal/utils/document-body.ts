/**
 * The document's Markdown without what the page header already shows: a leading
 * `# Title` and a `Last updated` line right after it (the CMS texts carry both,
 * so they also read well on their own).
 */
export function documentBody(markdown: string): string {
  return markdown
    .replace(/^\s*#[ \t][^\n]*\n+/, '')
    .replace(/^\s*(\*\*|_)?Last updated:?[^\n]*\n+/i, '')
    .trimStart();
}
