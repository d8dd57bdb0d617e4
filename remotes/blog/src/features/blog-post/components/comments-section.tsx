import { formatLongDate } from '@manifest/ui/format-date';
import { Skeleton } from '@manifest/ui/skeleton';
import { MessageCircle } from 'lucide-react';

import { useComments } from '../api/comments';
import { CommentForm } from './comment-form';

/** Approved comments, oldest first (plain text, never HTML), then the form. */
export function CommentsSection({ postId }: { postId: string }) {
  const comments = useComments(postId);
  const count = comments.data?.length ?? 0;
  return (
    <section aria-labelledby="comments-title" className="grid gap-6">
      <h2 id="comments-title" className="inline-flex items-center gap-2 text-2xl font-bold">
        <MessageCircle className="size-6 text-primary" aria-hidden="true" />
        Comments {comments.isSuccess && `(${count})`}
      </h2>
      {comments.isPending ? (
        <div role="status" aria-label="Loading comments" className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : comments.isError ? (
        <p className="text-sm text-muted-foreground">Comments could not be loaded just now.</p>
      ) : count === 0 ? (
        <p className="text-muted-foreground">
          No comments yet. Be the first to share your thoughts.
        </p>
      ) : (
        <ol className="grid gap-4">
          {comments.data.map((comment) => (
            <li key={comment.id} className="rounded-lg border bg-card p-4">
              <p className="flex flex-wrap items-baseline gap-x-2 font-semibold">
                {comment.author}
                <span className="text-xs font-normal text-muted-foreground">
                  {formatLongDate(comment.createdAt)}
                </span>
              </p>
              <p className="mt-2 whitespace-pre-line text-sm">{comment.content}</p>
            </li>
          ))}
        </ol>
      )}
      <div className="rounded-xl border bg-muted/30 p-5">
        <h3 className="mb-4 text-lg font-semibold">Leave a Comment</h3>
        <CommentForm postId={postId} />
      </div>
    </section>
  );
}
