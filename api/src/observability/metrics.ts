import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds: from a fast cached read to a slow AI or Stripe call. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Every figure of one API process, in its own prom-client registry (so each
 * test app reads fresh ones): Node.js's defaults, the requests, and the
 * counters the features add to. Served by GET /metrics.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: DURATION_BUCKETS, registers });

  return {
    registry,
    httpRequestDuration: histogram(
      'http_request_duration_seconds',
      'Time to answer a request, by method, route pattern and status (499: the client left)',
      ['method', 'route', 'status'],
    ),
    contentCacheReads: counter(
      'content_cache_reads_total',
      'CMS content reads: hit (memory), miss (loaded from the CMS), stale (CMS down, last good copy), unavailable (503)',
      ['result'],
    ),
    aiCallDuration: histogram(
      'ai_call_duration_seconds',
      'AI provider calls that answered, by kind of call and provider',
      ['call', 'provider'],
    ),
    aiCallErrors: counter(
      'ai_call_errors_total',
      'AI provider calls that failed (answered 503 or a broken stream), by kind of call and provider',
      ['call', 'provider'],
    ),
    stripeRequestDuration: histogram(
      'stripe_request_duration_seconds',
      'Stripe API requests that got an answer, by method, resource and status',
      ['method', 'resource', 'status'],
    ),
    stripeErrors: counter(
      'stripe_errors_total',
      'Stripe calls that failed, by the SDK error type',
      ['type'],
    ),
    webhookEvents: counter(
      'webhook_events_total',
      'Webhook events received, by source (stripe, cms), type and outcome',
      ['source', 'type', 'outcome'],
    ),
    signups: counter('signups_total', 'Accounts created, by method (password, card, google)', [
      'method',
    ]),
    trialsStarted: counter('trials_started_total', 'Trial subscriptions created at Stripe'),
    subscriptionsStarted: counter(
      'subscriptions_started_total',
      'Subscriptions that became active (paid) from any other state',
    ),
    subscriptionsCancelled: counter(
      'subscriptions_cancelled_total',
      'Subscriptions cancelled, by the way (request, email-link, account-deletion)',
      ['via'],
    ),
    webVitals: counter(
      'web_vitals_reports_total',
      'Real-user web vitals reported by browsers, by metric and rating',
      ['name', 'rating'],
    ),
    clientErrors: counter(
      'client_errors_reports_total',
      'Uncaught errors and error-boundary crashes reported by browsers, by source (shell or remote)',
      ['source'],
    ),
  };
}
