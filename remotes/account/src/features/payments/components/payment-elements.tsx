import type { TPaymentConfig } from '@manifest/contracts/payments';
import { Elements } from '@stripe/react-stripe-js';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

import { usePaymentConfig } from '../api/get-payment-config';
import { loadStripeJs } from '../utils/load-stripe-js';

const PaymentConfigContext = createContext<TPaymentConfig | null>(null);

/** The payment settings of the page (test mode, prices), inside PaymentElements. */
export const usePaymentSettings = () => useContext(PaymentConfigContext);

/**
 * Stripe Elements for a card form: reads the payment config, loads Stripe.js (Stripe's,
 * or the stand-in's compatible script) once, and gives the form `useStripe`/`useElements`.
 * Until the config is known, the form renders with no Stripe (its submit stays disabled).
 */
export function PaymentElements({ children }: { children: ReactNode }) {
  const { data: config } = usePaymentConfig();
  const stripePromise = useMemo(() => (config ? loadStripeJs(config) : null), [config]);
  return (
    <PaymentConfigContext.Provider value={config ?? null}>
      {/* Elements takes its `stripe` once: null until the config is known, then the promise. */}
      <Elements stripe={stripePromise}>{children}</Elements>
    </PaymentConfigContext.Provider>
  );
}
