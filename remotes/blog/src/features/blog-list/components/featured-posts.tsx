import { BLOG_FEATURED_COUNT } from '@manifest/contracts/blog';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';

import { featuredPostsQueryOptions } from '../api/blog-posts-queries';
import { PostGrid, PostGridSkeleton } from './post-grid';

/** Featured Articles: up to three, on the plain list only; nothing when there are none. */
export function FeaturedPosts() {
  const featured = useQuery(featuredPostsQueryOptions());
  if (featured.isError || featured.data?.length === 0) return null;
  return (
    <section aria-labelledby="featured-title" className="grid gap-6">
      <h2
        id="featured-title"
        className="inline-flex items-center gap-2 text-2xl font-bold tracking-tight"
      >
        <Star className="size-6 fill-amber-400 text-amber-400" aria-hidden="true" />
        Featured Articles
      </h2>
      {featured.isPending ? (
        <PostGridSkeleton count={BLOG_FEATURED_COUNT} />
      ) : (
        <PostGrid
          posts={featured.data.slice(0, BLOG_FEATURED_COUNT)}
          eagerCount={BLOG_FEATURED_COUNT}
        />
      )}
    </section>
  );
}
