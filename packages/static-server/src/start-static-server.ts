// Declares `compression` for node:http; every program that imports this server needs it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./compression.d.ts" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import compression from 'compression';
import { createProxyMiddleware } from 'http-proxy-middleware';
import sirv from 'sirv';

import { cacheControlFor } from './cache-control';

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
  proxy?: { paths: string[]; target: string };
  /** Exact paths answered by code, e.g. `/remotes.json`. */
  routes?: Record<string, TRouteHandler>;
};

export type TStaticServer = {
  url: string;
  port: number;
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

  const forward = proxy
    ? createProxyMiddleware<IncomingMessage, ServerResponse>({
        target: proxy.target,
        pathFilter: proxy.paths,
        xfwd: true,
      })
    : undefined;

  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const handleRoute = routes[pathname];
    if (handleRoute) {
      handleRoute(request, response);
      return;
    }

    const serveStatic = () => {
      if (cors) setCorsHeaders(response);
      if (request.method === 'OPTIONS') {
        response.statusCode = 204;
        response.end();
        return;
      }
      compress(request, response, () =>
        serveFiles(request, response, () => sendNotFound(response)),
      );
    };

    if (forward) {
      void forward(request, response, serveStatic);
      return;
    }
    serveStatic();
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
    close: () =>
      new Promise<void>((resolve, reject) => {
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
