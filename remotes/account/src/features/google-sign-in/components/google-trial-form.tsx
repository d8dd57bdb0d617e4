import { serverMessage } from '@manifest/api-client/request';
import { storeSession } from '@manifest/api-client/session-storage';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';

import { SubmitButton } from '../../../components/submit-button';
import { readBrowserTimeZone } from '../../auth/utils/browser-time-zone';
import { completeTrialSignup } from '../../payments/api/complete-trial-signup';
import { startTrial } from '../../payments/api/start-trial';
import { CardField } from '../../payments/components/card-field';
import { useCardActions } from '../../payments/hooks/use-card-actions';
import {
  cardProblemMessage,
  describeCardStepFailure,
} from '../../payments/utils/describe-payment-failure';
import { createGoogleAccount } from '../api/create-google-account';

type TGoogleTrialFormProps = {
  /** The `/signup/payment` token (the API checks it). */
  token: string;
  person: { firstName: string; lastName: string; email: string };
  onStarted: (session: TAuthResponse) => void;
};

/** Spec 000 section 8: each step's own words when it fails for a reason that is not the card. */
class TrialStepFailure extends Error {}

async function orStepFailure<T>(step: Promise<T>, message: string): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (cardProblemMessage(error)) throw error;
    throw new TrialStepFailure(message);
  }
}

/**
 * The card step of a Google sign-up (spec 000 sections 2, 7, 8): the account of the
 * token, then the trial: start-trial, the card saved by Stripe.js, complete-trial-signup.
 * A failure keeps the account (a retry reuses its session) and re-enables the form.
 */
export function GoogleTrialForm({ token, person, onStarted }: TGoogleTrialFormProps) {
  const card = useCardActions();
  const [isCardReady, setIsCardReady] = useState(false);
  const account = useRef<TAuthResponse | null>(null);

  const start = useMutation({
    mutationFn: async (): Promise<TAuthResponse> => {
      account.current ??= await createGoogleAccount({ token, timeZone: readBrowserTimeZone() });
      const session = account.current;
      // Spec 000 section 3: the social trial start stores the session first.
      storeSession(session.token, session.user);
      const { clientSecret } = await orStepFailure(startTrial(person), 'Failed to start trial');
      const setupIntentId = await card.setUpCard(clientSecret, {
        name: `${person.firstName} ${person.lastName}`.trim(),
        email: person.email,
      });
      const done = await orStepFailure(
        completeTrialSignup(setupIntentId),
        'Failed to complete trial signup',
      );
      return { ...session, user: done.user };
    },
    onSuccess: onStarted,
    onError: (error) => {
      const message =
        error instanceof TrialStepFailure ? error.message : (serverMessage(error) ?? error.message);
      toast({
        ...describeCardStepFailure(error, { title: 'Error', description: message }),
        variant: 'destructive',
      });
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec 000 section 7: nothing happens until the payment library and the card are ready.
    if (!card.isReady || !isCardReady || start.isPending) return;
    start.mutate();
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Start your trial" className="grid gap-5">
      <CardField onReady={() => setIsCardReady(true)} />
      <SubmitButton
        isBusy={start.isPending}
        isDisabled={!card.isReady || !isCardReady}
        label="Start 7-Day Free Trial"
        busyLabel="Processing..."
      />
      <p className="text-center text-xs text-muted-foreground">
        Your card will be charged $9.99/month after your 7-day free trial ends. Cancel anytime
        before then and you pay nothing.
      </p>
    </form>
  );
}
