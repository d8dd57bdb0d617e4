import { ApiError, requestJson, serverMessage } from '@manifest/api-client/request';
import {
  ZCommentList,
  ZCreatedComment,
  type TCreateCommentRequest,
} from '@manifest/contracts/blog';
import { toast } from '@manifest/ui/use-toast';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { BLOG_POSTS_URL } from '../../blog-list/api/blog-posts-queries';

export const commentsUrl = (postId: string) =>
  `${BLOG_POSTS_URL}/${encodeURIComponent(postId)}/comments`;

/** Approved comments, oldest first; asked only once the post is loaded (spec 001 section 7). */
export const commentsQueryOptions = (postId: string | undefined) =>
  queryOptions({
    queryKey: [commentsUrl(postId ?? '')],
    queryFn: () => requestJson(ZCommentList, 'GET', commentsUrl(postId ?? '')),
    enabled: Boolean(postId),
  });

export const useComments = (postId: string | undefined) => useQuery(commentsQueryOptions(postId));

/** Sends a comment: it waits for an editor's approval; the list is asked again. */
export const useCreateComment = (postId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: TCreateCommentRequest) =>
      requestJson(ZCreatedComment, 'POST', commentsUrl(postId), comment),
    onSuccess: async () => {
      toast({
        title: 'Comment submitted!',
        description: 'Thank you! Your comment will appear once it has been approved.',
      });
      await queryClient.invalidateQueries({ queryKey: [commentsUrl(postId)] });
    },
    onError: (error) =>
      toast({
        title: 'Failed to submit comment',
        // Too many comments from one address: the server says when to try again.
        description:
          error instanceof ApiError && error.status === 429
            ? (serverMessage(error) ?? 'Please try again later')
            : 'Please try again later',
        variant: 'destructive',
      }),
  });
};
