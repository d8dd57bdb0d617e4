import { MarkdownArticle, preloadMarkdownRenderer } from '@manifest/markdown/markdown-article';
import { Skeleton } from '@manifest/ui/skeleton';

// A post reached inside the app asks for the Markdown renderer as soon as the post page's
// code runs, alongside the post itself, so the article seldom waits for it. A prerendered
// post keeps the server's article and never needs it.
preloadMarkdownRenderer();

/** The article: Markdown rendered safely (no raw HTML; outside links open apart; images lazy). */
export function PostBody({ markdown }: { markdown: string }) {
  return (
    <MarkdownArticle
      markdown={markdown}
      className="text-base leading-relaxed sm:text-lg"
      fallback={
        // Tall enough that what follows the article stays out of view until it is there.
        <div
          role="status"
          aria-label="Loading the article"
          className="grid min-h-[60svh] content-start gap-3"
        >
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-11/12" />
          <Skeleton className="h-5 w-4/5" />
        </div>
      }
    />
  );
}
