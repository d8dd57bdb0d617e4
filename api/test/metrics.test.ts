import Stripe from 'stripe';
import { startStripeStandIn, type TStripeStandIn } from '@manifest/stripe-standin';
import { ZAuthResponse } from '@manifest/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue } from './support/prometheus-text';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { startTestServer } from './support/test-server';
import { signupBody, TEST_PASSWORD } from './support/test-users';
import { newCard } from './support/stripe-cards';

const METRICS_TOKEN = 'prometheus-scraper-0123456789abcdefghijkl';
const SCRAPER = { Authorization: `Bearer ${METRICS_TOKEN}` };
const CMS_WEBHOOK_SECRET = 'metrics-suite-cms-webhook-secret';

describe.each(DATABASE_ENGINES)('GET /metrics on %s', (engine) => {
  const api = useTestApp(engine, {
    env: { METRICS_TOKEN, CMS_WEBHOOK_SECRET },
    offlineStreamPauseMs: 0,
  });
  const scrape = async () => {
    const answer = await api.request('/metrics', { headers: SCRAPER });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text;
  };

  it('answers 401 without the token or with a wrong one, never the figures', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { Authorization: 'Bearer not-the-token-not-the-token-0000' },
    ];
    for (const headers of attempts) {
      const answer = await api.request('/metrics', { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid metrics token' });
      expect(answer.text).not.toContain('http_request');
    }
  });

  it('does not exist (404) when no METRICS_TOKEN is configured', async () => {
    const closed = await startTestServer({ database: api.database, env: { METRICS_TOKEN: '' } });
    try {
      const answer = await closed.request('/metrics', { headers: SCRAPER });
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('process_cpu');
    } finally {
      await closed.close();
    }
  });

  it('shows request durations by route pattern, the features counters and Node.js defaults', async () => {
    expect((await api.request('/api/auth/signup', { json: signupBody() })).status).toBe(201);
    const user = await api.newUser();
    const created = await api.request('/api/daily-tasks', {
      token: user.token,
      json: { title: 'Stretch' },
    });
    const taskId = String((created.body as { id: string }).id);
    await api.request(`/api/daily-tasks/${taskId}/complete`, { token: user.token, json: {} });
    await api.request('/api/chat/manifestation', { token: user.token, json: { message: 'Hi' } });
    // The test CMS is on a port nothing listens on: nothing cached, a 503.
    expect((await api.request('/api/blog/posts')).status).toBe(503);
    await api.request('/api/cms/webhook', {
      json: { event: 'entry.publish', model: 'blog-post' },
      headers: { Authorization: `Bearer ${CMS_WEBHOOK_SECRET}` },
    });

    const text = await scrape();
    const completeLabels = { method: 'POST', route: '/api/daily-tasks/:taskId/complete' };
    expect(sampleValue(text, 'http_request_duration_seconds_count', completeLabels)).toBe(1);
    expect(
      sampleValue(text, 'http_request_duration_seconds_bucket', { ...completeLabels, le: '+Inf' }),
    ).toBe(1);
    expect(text).not.toContain(taskId);
    expect(text).not.toContain('(?:');
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/auth/signup',
        status: '201',
      }),
    ).toBe(1);
    expect(sampleValue(text, 'signups_total', { method: 'password' })).toBe(1);
    expect(
      sampleValue(text, 'ai_call_duration_seconds_count', { call: 'chat', provider: 'offline' }),
    ).toBe(1);
    expect(
      sampleValue(text, 'content_cache_reads_total', { result: 'unavailable' }),
    ).toBeGreaterThan(0);
    expect(
      sampleValue(text, 'webhook_events_total', {
        source: 'cms',
        type: 'entry.publish',
        outcome: 'handled',
      }),
    ).toBe(1);
    expect(sampleValue(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sampleValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('# TYPE stripe_request_duration_seconds histogram');
  });
});

describe('the payments figures in /metrics', () => {
  const WEBHOOK_SECRET = 'whsec_metrics_suite_secret';
  let standIn: TStripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await standIn.close();
  });
  const api = useTestApp('postgres', {
    get env() {
      return {
        METRICS_TOKEN,
        STRIPE_API_URL: standIn.url,
        STRIPE_SECRET_KEY: 'sk_test_metrics',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      };
    },
  });
  beforeAll(() => {
    standIn.sendWebhooksTo(`${api.url}/api/stripe/webhook`);
  });
  const scrape = async () => (await api.request('/metrics', { headers: SCRAPER })).text;
  const signUpWithCard = (paymentMethodId: string) =>
    api.request('/api/auth/signup', {
      json: signupBody({ paymentMethodId, startTrial: true, confirmPassword: TEST_PASSWORD }),
    });

  it('counts sign-ups, trials, Stripe calls and errors, webhooks, subscriptions and cancellations', async () => {
    const stripe = new Stripe('sk_test_metrics', standIn.sdkConfig);
    const paying = await signUpWithCard(await newCard(stripe));
    expect(paying.status).toBe(201);
    const cancelling = await signUpWithCard(await newCard(stripe));
    const { token } = ZAuthResponse.parse(cancelling.body);
    expect(
      (await api.request('/api/cancel-subscription', { token, json: { reason: 'Too expensive' } }))
        .status,
    ).toBe(200);
    expect((await signUpWithCard('pm_card_chargeDeclined')).status).toBe(402);
    // The trial ends: the first subscription is charged and becomes active.
    await standIn.advanceTime(8 * 24 * 60 * 60);

    await expect
      .poll(async () => sampleValue(await scrape(), 'subscriptions_started_total'))
      .toBe(1);
    const text = await scrape();
    expect(sampleValue(text, 'signups_total', { method: 'card' })).toBe(2);
    expect(sampleValue(text, 'trials_started_total')).toBe(2);
    expect(sampleValue(text, 'subscriptions_cancelled_total', { via: 'request' })).toBe(1);
    expect(sampleValue(text, 'stripe_errors_total', { type: 'StripeCardError' })).toBe(1);
    expect(
      sampleValue(text, 'stripe_request_duration_seconds_count', {
        method: 'POST',
        resource: 'subscriptions',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(text).not.toMatch(/resource="[^"]*_[A-Za-z0-9]{8,}/);
    expect(
      sampleValue(text, 'webhook_events_total', {
        source: 'stripe',
        type: 'invoice.paid',
        outcome: 'handled',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});
