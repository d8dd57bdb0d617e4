import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';

import { z } from 'zod';

import { describeIssues, failWithProblems, readVariable, ZHttpUrl, type TEnv } from './env-values';
import { sendJson } from './json-answer';
import { requestAddress } from './request-address';
import type { TPrerenderedPage } from './prerendered-page';
import type { TServerLog } from './server-log';

/** What a remote's prerender bundle exports (@manifest/remote-kit/server/render-page). */
type TPrerenderBundle = {
  /** A page drawn per request (with the CMS content it reads); null for any other. */
  render: (url: string) => Promise<TPrerenderedPage | null>;
  /** Where the bundle's pages read their data (the API), set once when it is loaded. */
  configure?: (options: { apiUrl: string }) => void;
  /** Pages rendered as the server starts, so the first visitors get them in time. */
  warmPaths?: string[];
};

const ZBundle = z.object({
  render: z.custom<TPrerenderBundle['render']>((value) => typeof value === 'function'),
  warmPaths: z.array(z.string()).optional(),
  configure: z
    .custom<NonNullable<TPrerenderBundle['configure']>>((value) => typeof value === 'function')
    .optional(),
});

/** The API a remote's server reads for its prerendered pages: API_URL's first process. */
export const readPrerenderApiUrl = (env: TEnv = process.env): string => {
  const parsed = ZHttpUrl.safeParse(
    readVariable(env, 'API_URL')?.split(',')[0]?.trim() ?? DEFAULT_API_URL,
  );
  if (!parsed.success) failWithProblems('prerender', describeIssues(['API_URL'], parsed.error));
  return parsed.data;
};
const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/** `?path=` is a page's address on the shell: a path with its query, nothing else. */
const ZPagePath = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s#]*$/, 'path must be an address on this site, starting with one /');

export type TPrerenderRouteOptions = {
  /** The remote's built bundle (dist-server/prerender.cjs). */
  bundlePath: string;
  /** The API its pages read (readPrerenderApiUrl). */
  apiUrl: string;
  log: TServerLog;
  /** A page is rendered again after this long (its content may have changed in the CMS). */
  maxAgeMs?: number;
  /** At most this many pages are kept. */
  maxPages?: number;
  /** A render (its data reads included) that takes longer fails. */
  renderTimeoutMs?: number;
  /** A warm page that failed is tried again this often, this many times. */
  warmRetryMs?: number;
  warmRetries?: number;
  now?: () => number;
};

type TCached = { page: TPrerenderedPage | null; renderedAt: number };

const rejectAfter = (ms: number, message: string) =>
  new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new Error(message)), ms).unref(),
  );

/**
 * The answer to `GET /_prerender?path=/blog` on a remote's server: a page its list draws
 * per request (CMS content: `prerender: 'request'`), as HTML with its data
 * (ZPrerenderedPage); 404 for any other page. Each page is rendered at most once per
 * maxAgeMs, however many visitors ask meanwhile (docs/prerendering.md).
 */
export const createPrerenderRoute = ({
  bundlePath,
  apiUrl,
  log,
  maxAgeMs = 30_000,
  maxPages = 500,
  renderTimeoutMs = 10_000,
  warmRetryMs = 5_000,
  warmRetries = 24,
  now = Date.now,
}: TPrerenderRouteOptions) => {
  let bundle: Promise<TPrerenderBundle> | undefined;
  const loadBundle = () => {
    bundle ??= import(pathToFileURL(bundlePath).href).then((module: unknown) => {
      const exports = z.object({ default: ZBundle }).or(ZBundle).parse(module);
      const loaded = 'default' in exports ? exports.default : exports;
      loaded.configure?.({ apiUrl });
      return loaded;
    });
    return bundle;
  };

  const cache = new Map<string, TCached>();
  const rendering = new Map<string, Promise<TCached>>();

  const renderAndCache = async (path: string): Promise<TCached> => {
    const { render } = await loadBundle();
    const page = await Promise.race([
      render(path),
      rejectAfter(renderTimeoutMs, `rendering ${path} took over ${renderTimeoutMs} ms`),
    ]);
    const rendered = { page, renderedAt: now() };
    cache.delete(path);
    cache.set(path, rendered);
    // The oldest page goes first.
    if (cache.size > maxPages) cache.delete(cache.keys().next().value ?? path);
    return rendered;
  };

  const renderOnce = (path: string): Promise<TCached> => {
    const inFlight = rendering.get(path);
    if (inFlight) return inFlight;
    const render = renderAndCache(path).finally(() => rendering.delete(path));
    rendering.set(path, render);
    return render;
  };

  /**
   * A warm page whose first render failed (the API not up yet, say) is tried again
   * behind the server, every warmRetryMs, so the first visitors get it all the same.
   */
  const warmPage = async (path: string, triesLeft: number): Promise<void> => {
    try {
      await pageFor(path);
    } catch (error) {
      if (triesLeft === 0) {
        log.warn({ err: error, path }, 'prerender failed');
        return;
      }
      setTimeout(() => void warmPage(path, triesLeft - 1), warmRetryMs).unref();
    }
  };

  /** A page rendered before is sent at once; past maxAgeMs it is rendered again for the next visitor. */
  const pageFor = (path: string): Promise<TCached> => {
    const cached = cache.get(path);
    if (!cached) return renderOnce(path);
    if (now() - cached.renderedAt > maxAgeMs) {
      renderOnce(path).catch((error: unknown) =>
        log.error({ err: error, path }, 'prerender failed'),
      );
    }
    return Promise.resolve(cached);
  };

  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const params = requestAddress(request)?.searchParams;
    const path = ZPagePath.safeParse(params?.get('path'));
    if (!path.success) {
      sendJson(response, 400, { message: path.error.issues[0]?.message ?? 'path is required' });
      return;
    }
    try {
      const { page } = await pageFor(path.data);
      if (page) sendJson(response, 200, page);
      else sendJson(response, 404, { message: `No prerendered page at ${path.data}` });
    } catch (error) {
      log.error({ err: error, path: path.data }, 'prerender failed');
      sendJson(response, 503, { message: 'The page could not be prerendered' });
    }
  };
  return {
    handle: (request: IncomingMessage, response: ServerResponse): void => {
      void answer(request, response);
    },
    /** Loads the bundle and renders its warm pages (the first render of all is the slowest). */
    warm: async (): Promise<void> => {
      let paths: string[];
      try {
        ({ warmPaths: paths = [] } = await loadBundle());
      } catch (error) {
        log.error({ err: error, bundlePath }, 'prerender bundle could not be loaded');
        return;
      }
      await Promise.all(paths.map((path) => warmPage(path, warmRetries)));
    },
  };
};
