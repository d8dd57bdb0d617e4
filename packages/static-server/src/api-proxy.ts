import { ServerResponse, type ClientRequest, type IncomingMessage } from 'node:http';

import { createProxyMiddleware } from 'http-proxy-middleware';

import { createServerLog, type TServerLog } from './server-log';
import {
  bodyLimitFor,
  declaredBodyLength,
  isUnderPrefix,
  rawPathname,
  type TBodyLimits,
} from './body-limits';
import { createApiTargets } from './api-targets';
import { setEdgeForwardedHeaders } from './edge-forwarded-headers';
import { sendJson } from './json-answer';

export type TApiProxyOptions = {
  /** Path prefixes forwarded, e.g. `/api` and `/auth`. */
  paths: string[];
  /** One API, or several processes of it: each request goes to the next ready one (api-targets.ts). */
  target: string | readonly string[];
  /** Each of several targets' readiness check (default: the API's `/api/health/ready`). */
  readyPath?: string;
  /** Bodies over the limit are refused here, before the target reads any of them. */
  bodyLimits?: TBodyLimits;
  /**
   * How long the target may stay silent: before its answer starts that is a 504, after it a
   * cut answer. Idle, not total, so a long streamed answer that keeps sending goes on.
   */
  idleTimeoutMs?: number;
  /** Where a failed forward is written. */
  log?: TServerLog;
};

export type TApiProxy = {
  handles: (request: IncomingMessage) => boolean;
  /** A declared body over the limit: refuse it before the client sends it (no 100 Continue). */
  isDeclaredTooLarge: (request: IncomingMessage) => boolean;
  forward: (request: IncomingMessage, response: ServerResponse) => void;
  /** Stops the readiness checks of several targets. */
  stop: () => void;
};

// The API's limit for JSON bodies (api/src/app.ts JSON_BODY_LIMIT, '100kb').
export const DEFAULT_BODY_LIMITS: TBodyLimits = { defaultBytes: 100 * 1024 };
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

// The API's own words for a body over its limit (api/src/middleware/error-answer.ts).
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';
export const UNREACHABLE_MESSAGE = 'The server is unreachable. Please try again.';
export const TIMED_OUT_MESSAGE = 'The server took too long to answer. Please try again.';

type TExchange = {
  target: string;
  limit: number;
  received: number;
  proxyRequest?: ClientRequest;
  outcome?: 'too-large' | 'timed-out';
};

const refuseTooLarge = (response: ServerResponse): void => {
  // The connection ends after this answer, so a client still sending stops there.
  response.setHeader('Connection', 'close');
  sendJson(response, 413, { message: BODY_TOO_LARGE_MESSAGE });
};

/**
 * Forwards `/api` and `/auth` to the API as the edge: bodies over a limit refused with
 * the API's 413 JSON (by Content-Length at once, or by counting a chunked body), 502 JSON
 * while the API is down, 504 JSON when it goes silent. Answers stream through unbuffered.
 */
export const createApiProxy = ({
  paths,
  target,
  bodyLimits = DEFAULT_BODY_LIMITS,
  idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS,
  readyPath = '/api/health/ready',
  log = createServerLog('api-proxy'),
}: TApiProxyOptions): TApiProxy => {
  const exchanges = new WeakMap<IncomingMessage, TExchange>();
  const targets = createApiTargets({ targets: [target].flat(), readyPath });
  const limitFor = (request: IncomingMessage) => bodyLimitFor(rawPathname(request), bodyLimits);

  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: targets.next(),
    // The target forward() chose for this request.
    router: (request) => exchanges.get(request)?.target ?? targets.next(),
    // The forwarding headers are set by setEdgeForwardedHeaders; http-proxy would append.
    xfwd: false,
    on: {
      // Emitted just before the body is piped to the target: count it from its first byte.
      start: (request, response) => {
        const exchange = exchanges.get(request);
        if (!exchange) return;
        request.on('data', (chunk: Buffer) => {
          exchange.received += chunk.length;
          if (exchange.received <= exchange.limit || exchange.outcome) return;
          exchange.outcome = 'too-large';
          // Stop feeding the target and drop its request; the rest of the body is discarded.
          request.unpipe();
          exchange.proxyRequest?.destroy();
          // An answer the API had already started is cut with its request.
          if (response.headersSent) response.destroy();
          else refuseTooLarge(response);
        });
      },
      proxyReq: (proxyRequest, request) => {
        const exchange = exchanges.get(request);
        if (!exchange) return;
        exchange.proxyRequest = proxyRequest;
        if (exchange.outcome === 'too-large') {
          proxyRequest.destroy();
          return;
        }
        // A socket timeout is an idle timeout: every byte either way restarts it.
        proxyRequest.setTimeout(idleTimeoutMs, () => {
          exchange.outcome = 'timed-out';
          proxyRequest.destroy();
        });
      },
      proxyRes: (proxyResponse) => {
        // Strangers need not know what the API runs on.
        delete proxyResponse.headers['x-powered-by'];
      },
      error: (error, request, response) => {
        const exchange = exchanges.get(request);
        if (exchange?.outcome === 'too-large') return; // already answered 413
        if (!(response instanceof ServerResponse)) {
          response.destroy();
          return;
        }
        if (response.headersSent) {
          // The answer had started: all that can be said is that it ends early.
          response.destroy();
          return;
        }
        // Nothing listens there (stopped, restarting): leave it out until it is ready again.
        if (exchange && (error as NodeJS.ErrnoException).code === 'ECONNREFUSED') {
          targets.markDown(exchange.target);
        }
        const isTimeout = exchange?.outcome === 'timed-out';
        const cause = isTimeout ? `silent for ${idleTimeoutMs} ms` : error.message;
        // The path only: a query string may carry a code or a token.
        log.warn({ method: request.method, path: rawPathname(request), cause }, 'proxy failed');
        sendJson(response, isTimeout ? 504 : 502, {
          message: isTimeout ? TIMED_OUT_MESSAGE : UNREACHABLE_MESSAGE,
        });
      },
    },
  });

  return {
    handles: (request) => paths.some((prefix) => isUnderPrefix(rawPathname(request), prefix)),
    isDeclaredTooLarge: (request) => (declaredBodyLength(request) ?? 0) > limitFor(request),
    forward: (request, response) => {
      const limit = limitFor(request);
      if ((declaredBodyLength(request) ?? 0) > limit) {
        refuseTooLarge(response);
        return;
      }
      // This hop already answered any `Expect: 100-continue`.
      delete request.headers.expect;
      setEdgeForwardedHeaders(request);
      exchanges.set(request, { target: targets.next(), limit, received: 0 });
      void proxy(request, response, () =>
        sendJson(response, 502, { message: UNREACHABLE_MESSAGE }),
      );
    },
    stop: targets.stop,
  };
};
