import type { StripeCardElementOptions } from '@stripe/stripe-js';
import { useState } from 'react';

/** A theme colour as rgb(): Stripe's element styles take plain CSS colours, not variables. */
const resolvedColor = (variable: string): string => {
  const probe = document.createElement('span');
  probe.style.color = `var(${variable})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
};

/** The card element styled like the app's inputs, in the theme the page has (light or dark). */
export function useCardElementOptions(): StripeCardElementOptions {
  const [options] = useState<StripeCardElementOptions>(() => ({
    hidePostalCode: true,
    style: {
      base: {
        color: resolvedColor('--foreground'),
        fontSize: '16px',
        fontFamily: getComputedStyle(document.body).fontFamily,
        '::placeholder': { color: resolvedColor('--muted-foreground') },
      },
      invalid: { color: resolvedColor('--destructive') },
    },
  }));
  return options;
}
