import { useMediaQuery } from '@manifest/ui/use-media-query';
import type { StripeCardElementOptions } from '@stripe/stripe-js';

/** A theme colour as rgb(): Stripe's element styles take plain CSS colours, not variables. */
const resolvedColor = (variable: string): string => {
  const probe = document.createElement('span');
  probe.style.color = `var(${variable})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
};

/** The card element's options in the theme's colours as they are now. */
const cardElementOptions = (): StripeCardElementOptions => ({
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
});

/** The options of each scheme, read the first time the page shows the card in it. */
const optionsByScheme = new Map<'light' | 'dark', StripeCardElementOptions>();

const optionsFor = (scheme: 'light' | 'dark') => {
  const options = optionsByScheme.get(scheme) ?? cardElementOptions();
  optionsByScheme.set(scheme, options);
  return options;
};

/**
 * The card element styled like the app's inputs, in the page's theme. The theme follows
 * the system's setting: when it switches, the element is updated with that scheme's
 * colours (its text would otherwise stay light on light, or dark on dark).
 */
export function useCardElementOptions(): StripeCardElementOptions {
  return optionsFor(useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light');
}
