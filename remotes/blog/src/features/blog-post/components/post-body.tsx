import { Skeleton } from '@manifest/ui/skeleton';
import { lazy, Suspense } from 'react';

// The Markdown renderer is the heaviest piece of the blog: only a post loads it, and it
// asks for it as soon as the post page's code runs, alongside the post itself, so the
// article seldom waits for it. (A failure surfaces where the article renders.)
const markdownModule = import('@manifest/markdown/safe-markdown');
markdownModule.catch(() => undefined);
const SafeMarkdown = lazy(async () => ({ default: (await markdownModule).SafeMarkdown }));

/** The article: Markdown rendered safely (no raw HTML; outside links open apart; images lazy). */
export function PostBody({ markdown }: { markdown: string }) {
  return (
    <Suspense
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
    >
      <SafeMarkdown markdown={markdown} className="text-base leading-relaxed sm:text-lg" />
    </Suspense>
  );
}
