import type Stripe from 'stripe';
import type { Metrics } from './metrics';

/** `/v1/customers/cus_123/sources` → `customers`: the label names the resource, never an id. */
export const stripeResourceOf = (path: string): string =>
  path.replace(/^\/v\d+\//, '').split(/[/?]/)[0] || 'unknown';

/**
 * Times every request the SDK makes that got an answer (its own `response`
 * event), whichever feature made it; failures are counted where the payments
 * turn them into answers (`stripe_errors_total`), answered or not.
 */
export function watchStripeCalls(stripe: Stripe, metrics: Metrics): Stripe {
  stripe.on('response', (event: Stripe.ResponseEvent) => {
    metrics.stripeRequestDuration.observe(
      {
        method: event.method,
        resource: stripeResourceOf(event.path),
        status: String(event.status),
      },
      event.elapsed / 1000,
    );
  });
  return stripe;
}
