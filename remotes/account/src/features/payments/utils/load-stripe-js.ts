import type { TPaymentConfig } from '@manifest/contracts/payments';
// The pure entry: the main one injects js.stripe.com's script as soon as it is imported.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const STRIPE_HOSTED = /^https:\/\/js\.stripe\.com\//;

const injectScript = (src: string) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error('Failed to load Stripe.js')));
    document.head.append(script);
  });

let loading: Promise<Stripe | null> | undefined;

/**
 * Stripe.js for this page, once. From Stripe's host `loadStripe` injects it itself;
 * the local stand-in's compatible script is put in first, and `loadStripe` then
 * uses the `window.Stripe` it finds.
 */
export function loadStripeJs(config: Pick<TPaymentConfig, 'publishableKey' | 'stripeJsUrl'>) {
  loading ??= (async () => {
    if (!STRIPE_HOSTED.test(config.stripeJsUrl) && !('Stripe' in window)) {
      await injectScript(config.stripeJsUrl);
    }
    return loadStripe(config.publishableKey);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
