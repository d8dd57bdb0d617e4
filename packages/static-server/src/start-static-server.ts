// Declares `compression` for node:http; every program that imports this server needs it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./compression.d.ts" />
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';

import compression from 'compression';
import sirv from 'sirv';

import { createServerLog, type TServerLog } from './server-log';
import { createApiProxy, type TApiProxyOptions } from './api-proxy';
import { cacheControlFor } from './cache-control';
import { DEFAULT_SECURITY_POLICY, type TSecurityPolicy } from './security-policy';
import { requestAddress } from './request-address';
import { createSecurityHeaders } from './security-headers';

export type TRouteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export type TStaticServerOptions = {
  /** The folder of built files (an app's dist/). */
  root: string;
  port: number;
  host: string;
  /** Unknown paths without a file extension get index.html (client-side routing). */
  spaFallback: boolean;
  /** Allow any origin to fetch the files (a remote loaded by the shell). */
  cors: boolean;
  /** Paths forwarded to another server, e.g. `/api` and `/auth` to the API. */
  proxy?: TApiProxyOptions;
  /** Exact paths answered by code, e.g. `/remotes.json`. */
  routes?: Record<string, TRouteHandler>;
  /**
   * What pages may load besides this server's origin, for the Content-Security-Policy
   * (readSecurityPolicy); absent, only this server's own origin.
   */
  securityPolicy?: TSecurityPolicy;
  /**
   * Rewrites index.html for a client-side route before it is sent (a blog post's
   * title and link-preview tags, preload hints for the route); the same HTML back
   * means no change.
   */
  transformPage?: (pathname: string, html: string, request: IncomingMessage) => Promise<string>;
  /** The server's log; by default one named `static-server`. */
  log?: TServerLog;
};

export type TStaticServer = {
  url: string;
  port: number;
  /** Where the server writes what went wrong (pino JSON lines). */
  log: TServerLog;
  close: () => Promise<void>;
};

const CLOSE_GRACE_MS = 500;

const setCorsHeaders = (response: ServerResponse): void => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', '*');
};

const sendNotFound = (response: ServerResponse): void => {
  response.statusCode = 404;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end('Not found');
};

export const startStaticServer = async ({
  root,
  port,
  host,
  spaFallback,
  cors,
  proxy,
  routes = {},
  securityPolicy = DEFAULT_SECURITY_POLICY,
  transformPage,
  log = createServerLog('static-server'),
}: TStaticServerOptions): Promise<TStaticServer> => {
  const serveFiles = sirv(root, {
    // Look files up on each request (not once at start), so a redeployed dist/ is served
    // by the running server.
    dev: true,
    etag: true,
    single: spaFallback,
    setHeaders: (response, pathname) => {
      response.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });

  // gzip or brotli as the browser accepts: the JavaScript of a page is about a quarter
  // of its size compressed.
  const compress = compression();

  const apiProxy = proxy ? createApiProxy({ ...proxy, log }) : undefined;

  // Every answer carries them: files, index.html, 404s, /remotes.json and proxied answers.
  const setSecurityHeaders = createSecurityHeaders({
    policy: securityPolicy,
    isLoadedCrossOrigin: cors,
  });

  const serveStatic = (request: IncomingMessage, response: ServerResponse) => {
    if (cors) setCorsHeaders(response);
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    compress(request, response, () => serveFiles(request, response, () => sendNotFound(response)));
  };

  /** index.html as transformPage rewrote it for this route; false when it left it as it is. */
  const serveTransformedPage = async (
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ): Promise<boolean> => {
    if (!transformPage || !spaFallback || extname(pathname) !== '') return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const html = await readFile(join(root, 'index.html'), 'utf8');
    const page = await transformPage(pathname, html, request);
    if (page === html) return false;
    compress(request, response, () => {
      response.statusCode = 200;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', cacheControlFor('/index.html'));
      response.end(request.method === 'HEAD' ? undefined : page);
    });
    return true;
  };

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const address = requestAddress(request);
    if (!address) {
      response.statusCode = 400;
      response.end();
      return;
    }
    const { pathname } = address;
    const handleRoute = routes[pathname];
    if (handleRoute) handleRoute(request, response);
    else if (apiProxy?.handles(request)) apiProxy.forward(request, response);
    else {
      serveTransformedPage(request, response, pathname).then(
        (isServed) => {
          if (!isServed) serveStatic(request, response);
        },
        (error: unknown) => {
          // The plain page is better than none.
          log.error(
            { err: error, path: pathname },
            'The page could not be rewritten; sent as built',
          );
          serveStatic(request, response);
        },
      );
    }
  };

  const handleRequest = (request: IncomingMessage, response: ServerResponse) => {
    setSecurityHeaders(request, response, (error) => {
      if (error) {
        log.error({ err: error }, 'The security headers could not be set');
        response.statusCode = 500;
        response.end();
        return;
      }
      answer(request, response);
    });
  };

  const server = createServer(handleRequest);
  // A client that asks before sending a body (curl does above 1 MB) hears 413 before
  // sending it when the declared length is over the proxy's limit.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (!(apiProxy?.handles(request) && apiProxy.isDeclaredTooLarge(request))) {
      response.writeContinue();
    }
    handleRequest(request, response);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port: boundPort } = server.address() as AddressInfo;
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;

  return {
    url: `http://${displayHost}:${boundPort}`,
    port: boundPort,
    log,
    close: () =>
      new Promise<void>((resolve, reject) => {
        apiProxy?.stop();
        // Stop accepting, drop idle keep-alive sockets, give answers in flight a moment.
        const forceClose = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
        server.close((error) => {
          clearTimeout(forceClose);
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
};
