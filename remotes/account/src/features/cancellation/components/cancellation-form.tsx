import { CANCELLATION_REASONS, type TCancellationReason } from '@manifest/contracts/payments';
import { Button } from '@manifest/ui/button';
import { Checkbox } from '@manifest/ui/checkbox';
import { Label } from '@manifest/ui/label';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
  const [reason, setReason] = useState<TCancellationReason | null>(null);
  const [isConfirmed, setIsConfirmed] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (!isConfirmed) {
      toast({ ...CONFIRMATION_REQUIRED, variant: 'destructive' });
      return;
    }
    onCancel(reason);
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Cancel subscription" className="grid gap-6">
      <fieldset disabled={isPending} className="grid gap-3">
        <legend className="mb-1 font-semibold">
          Why are you leaving? <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        {CANCELLATION_REASONS.map((option, index) => (
          <div key={option} className="flex items-center gap-3">
            <Checkbox
              id={`reason-${index}`}
              checked={reason === option}
              onCheckedChange={(checked) => setReason(checked ? option : null)}
            />
            <Label htmlFor={`reason-${index}`} className="font-normal">
              {option}
            </Label>
          </div>
        ))}
      </fieldset>
      <div className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
        <Checkbox
          id="confirm-cancellation"
          checked={isConfirmed}
          disabled={isPending}
          onCheckedChange={setIsConfirmed}
        />
        <Label htmlFor="confirm-cancellation" className="leading-snug font-normal">
          I understand that my subscription will be cancelled and I will lose access at the end of
          my current period.
        </Label>
      </div>
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
  );
}
