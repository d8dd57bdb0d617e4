import { MARKDOWN_CLASSES } from './markdown-classes';
import { markdownFingerprint } from './markdown-fingerprint';

/** The attribute naming the Markdown an article was drawn from. */
export const FINGERPRINT_ATTRIBUTE = 'data-markdown-fingerprint';

/** The attributes of a rendered article's root element (SafeMarkdown's and a kept one's). */
export const markdownRootProps = (markdown: string, className?: string) => ({
  className: [MARKDOWN_CLASSES.root, className].filter(Boolean).join(' '),
  [FINGERPRINT_ATTRIBUTE]: markdownFingerprint(markdown),
});
