import { serverMessage } from '@manifest/api-client/request';
import {
  CONTACT_SENT_TOAST,
  ZContactRequest,
  type TContactRequest,
} from '@manifest/contracts/contact';
import { Button } from '@manifest/ui/button';
import { Form, LabeledField, useZodForm } from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { Textarea } from '@manifest/ui/textarea';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle, Send } from 'lucide-react';

import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: TContactRequest = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form (spec 001 sections 2 and 5): all four fields required. Sent,
 * it is cleared with 'Message Sent Successfully'; a failure keeps every word typed.
 */
export function ContactForm() {
  const form = useZodForm(ZContactRequest, { defaultValues: EMPTY });
  const send = useSendContactMessage();

  const handleValid = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        form.reset(EMPTY);
        toast(CONTACT_SENT_TOAST);
      },
      (error: unknown) =>
        toast({
          title: 'Message not sent',
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
        aria-label="Contact us"
        className="grid gap-4"
      >
        <fieldset disabled={send.isPending} className="grid min-w-0 gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledField
              control={form.control}
              name="name"
              label="Name"
              render={({ field }) => <Input autoComplete="name" {...field} />}
            />
            <LabeledField
              control={form.control}
              name="email"
              label="Email Address"
              render={({ field }) => (
                <Input type="email" autoComplete="email" spellCheck={false} {...field} />
              )}
            />
          </div>
          <LabeledField
            control={form.control}
            name="subject"
            label="Subject"
            render={({ field }) => <Input {...field} />}
          />
          <LabeledField
            control={form.control}
            name="message"
            label="Message"
            render={({ field }) => <Textarea rows={6} {...field} />}
          />
          <Button type="submit" size="lg" aria-busy={send.isPending}>
            {send.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </fieldset>
      </form>
    </Form>
  );
}
