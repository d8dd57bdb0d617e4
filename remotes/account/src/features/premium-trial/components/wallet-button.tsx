import { Button } from '@manifest/ui/button';
import { useStripe } from '@stripe/react-stripe-js';
import type { PaymentRequest } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';

/**
 * Google Pay / Apple Pay, only where the browser's payment request API says a
 * wallet is ready (never with the local stand-in). Spec 001 section 7: a
 * zero-amount '7-Day Free Trial' line, US, usd.
 */
export function WalletButton({
  onPaymentMethod,
}: {
  /** Starts the trial with the wallet's card; a rejection marks the wallet payment failed. */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
}) {
  const stripe = useStripe();
  const [wallet, setWallet] = useState<{ request: PaymentRequest; name: string } | null>(null);

  useEffect(() => {
    if (!stripe) return;
    let isCurrent = true;
    const candidate = stripe.paymentRequest({
      country: 'US',
      currency: 'usd',
      total: { label: '7-Day Free Trial', amount: 0 },
      requestPayerName: true,
      requestPayerEmail: true,
    });
    candidate.on('paymentmethod', (event) => {
      onPaymentMethod(event.paymentMethod.id).then(
        () => event.complete('success'),
        () => event.complete('fail'),
      );
    });
    void candidate.canMakePayment().then((result) => {
      if (!isCurrent || !result) return;
      setWallet({ request: candidate, name: result.applePay ? 'Apple Pay' : 'Google Pay' });
    });
    return () => {
      isCurrent = false;
    };
  }, [stripe, onPaymentMethod]);

  if (!wallet) return null;
  // Stripe's own button element left @stripe/react-stripe-js 7; a plain button calling
  // show() is the documented alternative.
  return (
    <Button
      type="button"
      size="lg"
      className="w-full bg-black text-white hover:bg-black/85"
      onClick={() => wallet.request.show()}
    >
      Pay with {wallet.name}
    </Button>
  );
}
