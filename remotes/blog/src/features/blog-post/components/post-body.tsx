import { Skeleton } from '@manifest/ui/skeleton';
import { lazy, Suspense } from 'react';

// The Markdown renderer is the heaviest piece of the blog: only a post loads it.
const SafeMarkdown = lazy(async () => ({
  default: (await import('@manifest/markdown/safe-markdown')).SafeMarkdown,
}));

/** The article: Markdown rendered safely (no raw HTML; outside links open apart; images lazy). */
export function PostBody({ markdown }: { markdown: string }) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the article" className="grid gap-3">
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
