import type { TBlogPost } from '@manifest/contracts/blog';
import { Skeleton } from '@manifest/ui/skeleton';

import { PostCard } from './post-card';

/** Posts three across on a wide screen, one on a phone. */
export function PostGrid({
  posts,
  eagerCount = 0,
}: {
  posts: readonly TBlogPost[];
  eagerCount?: number;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id} className="flex">
          <PostCard post={post} isEager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while the posts load, so nothing moves when they arrive. */
export function PostGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div
      role="status"
      aria-label="Loading posts"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl border">
          <Skeleton className="aspect-[16/9] w-full rounded-none" />
          <div className="grid gap-3 p-5">
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-16 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
