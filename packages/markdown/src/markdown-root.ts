import { joinClasses, MARKDOWN_CLASSES } from './markdown-classes';

/** The attribute naming the Markdown an article was drawn from. */
export const FINGERPRINT_ATTRIBUTE = 'data-markdown-fingerprint';

/**
 * The attributes of a rendered article's root element (SafeMarkdown's and a kept one's),
 * with the fingerprint of the Markdown it was drawn from (markdownFingerprint).
 */
export const markdownRootProps = (fingerprint: string, className?: string) => ({
  className: joinClasses(MARKDOWN_CLASSES.root, className),
  [FINGERPRINT_ATTRIBUTE]: fingerprint,
});
