import {
  CANCELLATION_REASONS,
  ZCancellationForm,
  type TCancellationReason,
} from '@manifest/contracts/payments';
import { Button } from '@manifest/ui/button';
import { Checkbox } from '@manifest/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel, useZodForm } from '@manifest/ui/form';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle } from 'lucide-react';
import { Link } from 'react-router-dom';

import { CONFIRMATION_REQUIRED } from '../utils/cancellation-texts';

type TCancellationFormProps = {
  isPending: boolean;
  onCancel: (reason: TCancellationReason | null) => void;
};

/**
 * Spec 001 sections 4 and 5: the reasons behave as a single choice (ticking one
 * unticks the other; unticking clears), and nothing is sent until the
 * confirmation box is ticked.
 */
export function CancellationForm({ isPending, onCancel }: TCancellationFormProps) {
  const form = useZodForm(ZCancellationForm, {
    defaultValues: { reason: undefined, isConfirmed: false },
  });
  const isConfirmed = form.watch('isConfirmed');

  const handleSubmit = form.handleSubmit(({ reason, isConfirmed: hasConfirmed }) => {
    if (isPending) return;
    if (!hasConfirmed) {
      toast({ ...CONFIRMATION_REQUIRED, variant: 'destructive' });
      return;
    }
    onCancel(reason ?? null);
  });

  return (
    <Form {...form}>
      <form onSubmit={handleSubmit} aria-label="Cancel subscription" className="grid gap-6">
        <FormField
          control={form.control}
          name="reason"
          render={({ field }) => (
            <fieldset disabled={isPending} className="grid gap-3">
              <legend className="mb-1 font-semibold">
                Why are you leaving?{' '}
                <span className="font-normal text-muted-foreground">(optional)</span>
              </legend>
              {CANCELLATION_REASONS.map((option) => (
                <FormItem key={option} className="flex items-center gap-3">
                  <FormControl>
                    <Checkbox
                      checked={field.value === option}
                      onCheckedChange={(checked) => field.onChange(checked ? option : undefined)}
                    />
                  </FormControl>
                  <FormLabel className="font-normal">{option}</FormLabel>
                </FormItem>
              ))}
            </fieldset>
          )}
        />
        <FormField
          control={form.control}
          name="isConfirmed"
          render={({ field }) => (
            <FormItem className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
              <FormControl>
                <Checkbox
                  checked={field.value}
                  disabled={isPending}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              </FormControl>
              <FormLabel className="leading-snug font-normal">
                I understand that my subscription will be cancelled and I will lose access at the
                end of my current period.
              </FormLabel>
            </FormItem>
          )}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {/* The way back: changing one's mind is the answer this page hopes for. */}
          <Button asChild variant="outline" size="lg">
            <Link to="/dashboard">Keep my subscription</Link>
          </Button>
          <Button
            type="submit"
            variant="destructive"
            size="lg"
            disabled={!isConfirmed || isPending}
            aria-busy={isPending}
          >
            {isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {isPending ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
