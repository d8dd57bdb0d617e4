import { lazy, Suspense, type ReactNode } from 'react';
import { FINGERPRINT_ATTRIBUTE, markdownRootProps } from './markdown-root';
import { markdownFingerprint } from './markdown-fingerprint';

// The renderer (react-markdown, its parser and plugins) is the heaviest piece of a page
// that shows Markdown: a chunk of its own, asked for only when an article must be drawn.
const loadRenderer = () =>
  import(/* webpackChunkName: "safe-markdown" */ './safe-markdown').then(({ SafeMarkdown }) => ({
    default: SafeMarkdown,
  }));
const SafeMarkdown = lazy(loadRenderer);

/**
 * The articles the server drew into this page, by fingerprint, read once, the first time
 * an article renders: the app draws its page while the prerendered copy is still there.
 * The same Markdown always draws the same HTML, so a prerendered article is kept as it
 * was drawn instead of being parsed again on the phone.
 */
let drawnByServer: ReadonlyMap<string, string> | undefined;

function serverDrawnHtml(fingerprint: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  drawnByServer ??= new Map(
    [...document.querySelectorAll(`[${FINGERPRINT_ATTRIBUTE}]`)].map((article) => [
      article.getAttribute(FINGERPRINT_ATTRIBUTE) ?? '',
      article.innerHTML,
    ]),
  );
  return drawnByServer.get(fingerprint);
}

/**
 * Starts loading the renderer now, unless the page holds a prerendered article (then it
 * is not needed): a page that will draw Markdown asks for it alongside its data.
 */
export function preloadMarkdownRenderer() {
  if (typeof document !== 'undefined' && document.querySelector(`[${FINGERPRINT_ATTRIBUTE}]`)) {
    return;
  }
  loadRenderer().catch(() => undefined);
}

export type MarkdownArticleProps = {
  /** Markdown from the CMS (untrusted: raw HTML in it is dropped). */
  markdown: string;
  className?: string;
  /** Shown while the renderer loads (a page that was not prerendered). */
  fallback: ReactNode;
};

/**
 * CMS Markdown drawn safely (SafeMarkdown). On a prerendered page the server's article
 * is kept: the renderer is neither downloaded nor run to hydrate it.
 */
export function MarkdownArticle({ markdown, className, fallback }: MarkdownArticleProps) {
  const fingerprint = markdownFingerprint(markdown);
  const html = serverDrawnHtml(fingerprint);
  return (
    <Suspense fallback={fallback}>
      {html === undefined ? (
        <SafeMarkdown markdown={markdown} className={className} />
      ) : (
        // SafeMarkdown's own root, around the HTML it drew on the server.
        <div
          {...markdownRootProps(fingerprint, className)}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </Suspense>
  );
}
