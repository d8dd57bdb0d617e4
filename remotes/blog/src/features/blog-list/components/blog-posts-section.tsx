import { ErrorState, EmptyState } from '@manifest/ui/page-states';
import { toast } from '@manifest/ui/use-toast';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';

import { postListQueryOptions } from '../api/blog-posts-queries';
import { listFailureTitle, pagingOf, type TBlogListSource } from '../utils/blog-list-source';
import { BlogPaging } from './blog-paging';
import { PostGrid, PostGridSkeleton } from './post-grid';

type TBlogPostsSectionProps = {
  source: TBlogListSource;
  onPage: (page: number) => void;
  onShowAll: () => void;
};

const headingOf = (source: TBlogListSource) =>
  source.kind === 'search' ? `Results for “${source.term}”` : 'Latest Articles';

/** The list the address asks for: loading, failed (toast and Retry), empty, or the grid and paging. */
export function BlogPostsSection({ source, onPage, onShowAll }: TBlogPostsSectionProps) {
  const posts = useQuery(postListQueryOptions(source));
  const failure = posts.isError ? listFailureTitle(source) : null;

  useEffect(() => {
    if (failure)
      toast({ title: failure, description: 'Please try again.', variant: 'destructive' });
  }, [failure]);

  const paging = pagingOf(source, posts.data?.length ?? 0);
  return (
    <section aria-labelledby="blog-posts-title" className="grid gap-6">
      <h2 id="blog-posts-title" className="text-2xl font-bold tracking-tight">
        {headingOf(source)}
      </h2>
      {posts.isPending ? (
        <PostGridSkeleton />
      ) : posts.isError ? (
        <ErrorState
          title={listFailureTitle(source)}
          description="The articles could not be loaded."
          onRetry={() => void posts.refetch()}
          isRetrying={posts.isFetching}
        />
      ) : posts.data.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="No posts found"
          description="Try adjusting your search or browse all posts"
          action={
            source.kind !== 'page' || source.page > 0 ? (
              <button
                type="button"
                onClick={onShowAll}
                className="rounded-sm text-sm font-semibold text-primary hover:underline"
              >
                Browse all posts
              </button>
            ) : undefined
          }
        />
      ) : (
        <PostGrid posts={posts.data} eagerCount={source.kind === 'page' ? 0 : 3} />
      )}
      {source.kind === 'page' && posts.isSuccess && (
        <BlogPaging page={source.page} {...paging} onPage={onPage} />
      )}
    </section>
  );
}
