import type { TUser } from '@manifest/contracts/auth';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { SubmitButton } from '../../../components/submit-button';
import { createPaymentIntent } from '../api/create-payment-intent';
import { verifyPayment } from '../api/verify-payment';
import { useCardActions } from '../hooks/use-card-actions';
import {
  describeLifetimePaymentFailure,
  LifetimePaymentError,
  type TLifetimePaymentStep,
} from '../utils/describe-lifetime-payment-failure';
import { CardField } from './card-field';
import { usePaymentSettings } from './payment-elements';

const step = async <T,>(name: TLifetimePaymentStep, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw new LifetimePaymentError(name, error);
  }
};

type TLifetimePaymentFormProps = {
  user: TUser;
  /** Both the card and the server's verification succeeded (spec 001 section 4). */
  onPaid: (user: TUser) => void;
};

/** The one-time payment of /payment-required: the server's price, confirmed by card, then verified. */
export function LifetimePaymentForm({ user, onPaid }: TLifetimePaymentFormProps) {
  const card = useCardActions();
  const settings = usePaymentSettings();
  const [isCardReady, setIsCardReady] = useState(false);
  const pay = useMutation({
    mutationFn: async () => {
      const { clientSecret } = await step('intent', () =>
        createPaymentIntent(user, settings?.lifetimePriceCents ?? 999),
      );
      const paymentIntentId = await step('card', () =>
        card.payWithCard(clientSecret, {
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
        }),
      );
      return (await step('verify', () => verifyPayment(paymentIntentId))).user;
    },
    onSuccess: onPaid,
    onError: (error) => toast({ ...describeLifetimePaymentFailure(error), variant: 'destructive' }),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec 001 section 5: nothing happens until the card fields are ready.
    if (!card.isReady || !isCardReady || pay.isPending) return;
    pay.mutate();
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Payment" className="grid gap-4">
      <fieldset disabled={pay.isPending} className="grid min-w-0 gap-4">
        <CardField onReady={() => setIsCardReady(true)} />
        <SubmitButton
          isBusy={pay.isPending}
          isDisabled={!isCardReady}
          label="Complete Payment - $9.99"
          busyLabel="Processing Payment..."
        />
      </fieldset>
    </form>
  );
}
