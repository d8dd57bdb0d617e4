import { COMMENT_CONTENT_MAX_LENGTH, ZCreateCommentRequest } from '@manifest/contracts/blog';
import { Button } from '@manifest/ui/button';
import { Form, LabeledField, useZodForm } from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { Textarea } from '@manifest/ui/textarea';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle, Send } from 'lucide-react';

import { useCreateComment } from '../api/comments';

const EMPTY = { author: '', email: '', content: '' };

/**
 * Leave a comment (spec 001 sections 2, 5, 8): name and comment required
 * ('Missing information'), email optional. Sent, the form is cleared and the
 * comment waits for approval; a failure keeps what was typed.
 */
export function CommentForm({ postId }: { postId: string }) {
  const form = useZodForm(ZCreateCommentRequest, { defaultValues: EMPTY });
  const create = useCreateComment(postId);

  const handleSubmit = form.handleSubmit(
    async (values) => {
      await create.mutateAsync(values).then(
        () => form.reset(EMPTY),
        () => undefined,
      );
    },
    (errors) => {
      if (errors.author || errors.content) {
        toast({
          title: 'Missing information',
          description: 'Please provide your name and comment',
          variant: 'destructive',
        });
      }
    },
  );

  return (
    <Form {...form}>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-label="Leave a comment"
        className="grid gap-4"
      >
        <fieldset disabled={create.isPending} className="grid min-w-0 gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledField
              control={form.control}
              name="author"
              label="Name"
              render={({ field }) => <Input autoComplete="name" {...field} />}
            />
            <LabeledField
              control={form.control}
              name="email"
              label="Email (optional)"
              render={({ field }) => (
                <Input type="email" autoComplete="email" {...field} value={field.value ?? ''} />
              )}
            />
          </div>
          <LabeledField
            control={form.control}
            name="content"
            label="Comment"
            render={({ field }) => (
              <Textarea rows={4} maxLength={COMMENT_CONTENT_MAX_LENGTH} {...field} />
            )}
          />
        </fieldset>
        <Button type="submit" disabled={create.isPending} className="justify-self-start">
          {create.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {create.isPending ? 'Submitting...' : 'Submit Comment'}
        </Button>
      </form>
    </Form>
  );
}
