import Stripe from 'stripe';
import type { Env } from '../../config/env';

/** How long one Stripe call may take before it counts as failed (then retried once). */
const STRIPE_TIMEOUT_MS = 10_000;

/**
 * The one way the API talks to Stripe: the official SDK, pointed at Stripe, or at
 * the local stand-in (STRIPE_API_URL) on a fresh machine and in tests.
 */
export function createStripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe {
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (protocol === 'http' ? 80 : 443)),
          protocol,
        }
      : {}),
  });
}
