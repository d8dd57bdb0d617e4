import { serverMessage } from '@manifest/api-client/request';
import { ZForgotPasswordRequest } from '@manifest/contracts/password-reset';
import { Button } from '@manifest/ui/button';
import { Form, LabeledField, useZodForm } from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle, MailCheck } from 'lucide-react';

import { useRequestPasswordReset } from '../api/request-password-reset';

/** The email field; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const form = useZodForm(ZForgotPasswordRequest, { defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center">
        <MailCheck className="size-10 text-success" aria-hidden="true" />
        <p role="status" className="text-muted-foreground">
          {request.data.message}
        </p>
      </div>
    );
  }

  const handleValid = form.handleSubmit((values) =>
    request.mutateAsync({ email: values.email }).catch((error: unknown) =>
      toast({
        title: 'Request failed',
        description: serverMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      }),
    ),
  );

  return (
    <Form {...form}>
      <form
        onSubmit={(event) => void handleValid(event)}
        noValidate
        className="grid gap-4"
        aria-label="Reset password"
      >
        <LabeledField
          control={form.control}
          name="email"
          label="Email Address"
          render={({ field }) => (
            <Input type="email" autoComplete="email" spellCheck={false} {...field} />
          )}
        />
        <Button type="submit" size="lg" disabled={request.isPending} aria-busy={request.isPending}>
          {request.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </Form>
  );
}
