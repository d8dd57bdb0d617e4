import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import qs from 'qs';

import { routeAnswers } from './answer-request';
import { runSubscriptionUntil } from './billing';
import { createIdempotencyKeys, type TAnswer } from './idempotency';
import { publishableKeyProblem } from './publishable-key';
import { customerRoutes } from './routes/customers';
import { intentRoutes } from './routes/intents';
import { paymentMethodRoutes } from './routes/payment-methods';
import { priceRoutes } from './routes/prices';
import type { TRoute } from './routes/route';
import { subscriptionRoutes } from './routes/subscriptions';
import { testClockRoutes } from './routes/test-clocks';
import { API_VERSION, createStandInState, type TStripeEvent } from './stand-in-state';
import { text } from './stripe-errors';

// A small, honest part of Stripe's REST API: customers, card payment methods,
// setup and payment intents, products and prices, subscriptions with a trial
// and their invoices, test clocks, and the events all of them cause, sent as
// webhooks signed as Stripe signs them. It answers as the API version the SDK
// pins, refuses parameters Stripe would refuse, and keeps idempotency keys as
// Stripe keeps them.

export type TStripeStandInOptions = {
  port?: number;
  host?: string;
  /** Where events are POSTed, signed as Stripe signs them. */
  webhookUrl?: string;
  webhookSecret?: string;
  now?: () => Date;
  /** Keeps every API answer as sent (`answers`), for tests that check them all. */
  recordAnswers?: boolean;
};

/** One API answer as it went on the wire. */
export type TStandInAnswer = {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
};

export type TStripeStandIn = {
  /** For `new Stripe(key, { host, port, protocol: 'http' })`. */
  host: string;
  port: number;
  /** The SDK's options for this stand-in: `new Stripe('sk_test_…', standIn.sdkConfig)`. */
  sdkConfig: { host: string; port: number; protocol: 'http'; maxNetworkRetries: 0 };
  url: string;
  webhookSecret: string;
  /** Every event, oldest first. */
  events: TStripeEvent[];
  /** Every API answer, oldest first, when started with `recordAnswers`. */
  answers: TStandInAnswer[];
  /** Where browsers load the Stripe.js-compatible script from. */
  stripeJsUrl: string;
  /** Sends an event again (a replayed delivery), signed afresh. */
  resendEvent: (id: string) => Promise<void>;
  /**
   * Moves the stand-in's time forward for customers without a test clock, running
   * what happens to their subscriptions meanwhile (trials end, months renew).
   */
  advanceTime: (seconds: number) => Promise<void>;
  /** Resolves once every webhook sent so far was delivered. */
  settled: () => Promise<void>;
  /** Where events go from now on (a server started after the stand-in). */
  sendWebhooksTo: (url: string | undefined) => void;
  /**
   * Holds each API request this long before it is answered, as a slow network
   * would: requests made close together are then under way at the same time.
   */
  setLatency: (ms: number) => void;
  close: () => Promise<void>;
};

/** The API's default STRIPE_WEBHOOK_SECRET: a fresh machine works with no configuration. */
export const DEFAULT_WEBHOOK_SECRET = 'whsec_local-dev-only_stripe_standin';

/** The Stripe.js-compatible script, read once. */
const STRIPE_JS = readFileSync(new URL('../browser/stripe-js-v3.js', import.meta.url));

/** Stripe's API answers browsers from any origin (Stripe.js calls it with the publishable key). */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE',
  'Access-Control-Expose-Headers': 'Request-Id, Stripe-Version, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
};

/** The secret key of a request: Bearer, as the SDKs send it, or Basic, as curl -u does. */
export function secretKeyOf(authorization: string | undefined): string | undefined {
  const [scheme, value = ''] = (authorization ?? '').split(' ');
  if (scheme === 'Bearer') return value;
  if (scheme === 'Basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of request as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
};

export async function startStripeStandIn(
  options: TStripeStandInOptions = {},
): Promise<TStripeStandIn> {
  const now = options.now ?? (() => new Date());
  const webhookSecret = options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET;
  const state = createStandInState({ now, webhookUrl: options.webhookUrl, webhookSecret });
  const routes: TRoute[] = [
    ...customerRoutes(state),
    ...paymentMethodRoutes(state, now),
    ...intentRoutes(state),
    ...priceRoutes(state),
    ...subscriptionRoutes(state),
    ...testClockRoutes(state),
  ];
  const idempotencyKeys = createIdempotencyKeys(state.seconds);
  const sockets = new Set<Socket>();
  let latencyMs = 0;
  const answers: TStandInAnswer[] = [];

  const send = (
    response: ServerResponse,
    { status, body }: TAnswer,
    context: { requestId: string; version: string; isReplay?: boolean; request?: string },
  ) => {
    const json = JSON.stringify(body);
    const headers: Record<string, string> = {
      'Request-Id': context.requestId,
      'Stripe-Version': context.version,
      ...(context.isReplay ? { 'Idempotent-Replayed': 'true' } : {}),
    };
    response.writeHead(status, {
      ...CORS_HEADERS,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(json),
      ...headers,
    });
    response.end(json);
    if (options.recordAnswers && context.request) {
      const [method = '', path = ''] = context.request.split(' ');
      answers.push({ method, path, status, headers, body: JSON.parse(json) as unknown });
    }
  };

  const answer = routeAnswers(routes, state.lookup);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }
    if (method === 'GET' && (url.pathname === '/js/v3' || url.pathname === '/v3')) {
      response.writeHead(200, {
        ...CORS_HEADERS,
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': STRIPE_JS.byteLength,
        'Cache-Control': 'no-cache',
      });
      response.end(STRIPE_JS);
      return;
    }
    const requestId = state.newId('req');
    // Stripe answers in the version a request asks for, else the account's.
    const version = text(request.headers['stripe-version']) ?? API_VERSION;
    const reply = (result: TAnswer, isReplay = false) =>
      send(response, result, {
        requestId,
        version,
        isReplay,
        request: `${method} ${url.pathname}${url.search}`,
      });
    const key = secretKeyOf(request.headers.authorization) ?? '';
    const body = await readBody(request);
    const params = {
      ...qs.parse(url.search.slice(1)),
      ...(method === 'POST' ? qs.parse(body) : {}),
    } as Record<string, unknown>;
    const refusal = /^sk_test_\S+$/.test(key)
      ? undefined
      : /^pk_test_\S+$/.test(key)
        ? publishableKeyProblem(state, method, url.pathname, params)
        : {
            status: 401,
            message: 'Invalid API Key provided: use a secret test key (sk_test_...).',
          };
    if (refusal) {
      reply({
        status: refusal.status,
        body: { error: { type: 'invalid_request_error', message: refusal.message } },
      });
      return;
    }
    delete params.client_secret;
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    // Only POSTs are kept by key: Stripe ignores the header on GET and DELETE.
    const idempotencyKey =
      method === 'POST' ? (text(request.headers['idempotency-key']) ?? null) : null;
    const endpoint = `${method} ${url.pathname}`;
    if (idempotencyKey) {
      const earlier = idempotencyKeys.earlier(idempotencyKey, endpoint, params);
      if (earlier && 'refusal' in earlier) return reply(earlier.refusal);
      if (earlier) return reply(earlier.replay, true);
    }
    // The parameters as sent, before they are read (and typed) by the route.
    const sent = structuredClone(params);
    const result = state.duringRequest({ id: requestId, idempotencyKey }, () =>
      answer(method, url.pathname, params),
    );
    if (idempotencyKey && result.hasRun) {
      idempotencyKeys.save(idempotencyKey, endpoint, sent, result.answer);
    }
    reply(result.answer);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(
        response,
        {
          status: 500,
          body: {
            error: {
              type: 'api_error',
              message: error instanceof Error ? error.message : 'failed',
            },
          },
        },
        { requestId: state.newId('req'), version: API_VERSION },
      );
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host,
    port,
    sdkConfig: { host, port, protocol: 'http', maxNetworkRetries: 0 },
    url: `http://${host}:${port}`,
    webhookSecret,
    stripeJsUrl: `http://${host}:${port}/js/v3`,
    events: state.events,
    answers,
    advanceTime: async (seconds) => {
      state.advance(seconds);
      const until = state.seconds();
      for (const subscription of state.all('subscription')) {
        const customer = state.find('customer', String(subscription.customer));
        if (!customer.test_clock) runSubscriptionUntil(state, subscription, until);
      }
      await state.settled();
    },
    settled: state.settled,
    sendWebhooksTo: state.sendWebhooksTo,
    setLatency: (ms) => {
      latencyMs = ms;
    },
    resendEvent: async (id) => {
      const event = state.events.find((candidate) => candidate.id === id);
      if (!event) throw new Error(`No event ${id}`);
      await state.deliver(event);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
