import '../app/styles.css';
import { useAuth } from '@manifest/auth/auth-provider';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { PublicHeader } from '@manifest/remote-kit/public-header';
import { PageContainer } from '@manifest/ui/page-header';
import { EmptyState, ErrorState } from '@manifest/ui/page-states';
import { toast } from '@manifest/ui/use-toast';
import { FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';

import { PageMeta } from '../components/page-meta';
import { isNotFound, usePost } from '../features/blog-post/api/get-post';
import { BackToBlog } from '../features/blog-post/components/back-to-blog';
import { CommentsSection } from '../features/blog-post/components/comments-section';
import { ContinueJourney } from '../features/blog-post/components/continue-journey';
import { PostArticle } from '../features/blog-post/components/post-article';
import { PostSkeleton } from '../features/blog-post/components/post-skeleton';

/** `/blog/{slug}` (spec 001 section 2): the post, its comments, and the way back. */
export default function BlogPostPage() {
  const { user } = useAuth();
  const { slug = '' } = useParams();
  const post = usePost(slug);
  const isMissing = post.isError && isNotFound(post.error);
  const hasFailed = post.isError && !isMissing;

  useEffect(() => {
    if (hasFailed) {
      toast({
        title: 'Failed to fetch post',
        description: 'Please try again.',
        variant: 'destructive',
      });
    }
  }, [hasFailed]);

  return (
    <>
      {/* Signed in, the app's own header is around the page. */}
      {!user && <PublicHeader />}
      <PageContainer
        data-remote="blog"
        data-build-id={BUILD_ID}
        className="mx-auto grid max-w-3xl gap-10"
      >
        <BackToBlog />
        {post.isPending ? (
          <PostSkeleton />
        ) : isMissing ? (
          <EmptyState
            icon={<FileQuestion />}
            title="Post not found"
            description="This article may have moved or is no longer published."
            action={<BackToBlog />}
          />
        ) : post.isError ? (
          <ErrorState
            title="Failed to fetch post"
            description="The article could not be loaded."
            onRetry={() => void post.refetch()}
            isRetrying={post.isFetching}
          />
        ) : (
          <>
            <PageMeta
              title={post.data.title}
              description={post.data.excerpt}
              path={`/blog/${encodeURIComponent(post.data.slug)}`}
              image={post.data.featuredImage}
              type="article"
            />
            <PostArticle post={post.data} />
            <CommentsSection postId={post.data.id} />
          </>
        )}
        <ContinueJourney />
      </PageContainer>
    </>
  );
}
