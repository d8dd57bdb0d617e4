import { Skeleton } from '@manifest/ui/skeleton';

/**
 * The post's shape while it loads, a screen tall: the panels under the article stay out
 * of view instead of jumping down when it arrives.
 */
export function PostSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the post"
      className="grid min-h-[100svh] content-start gap-4"
    >
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-12 w-4/5" />
      <Skeleton className="h-6 w-full" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="aspect-[2/1] w-full rounded-2xl" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-11/12" />
    </div>
  );
}
