import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';

import { z } from 'zod';

import { describeIssues, failWithProblems, readVariable, ZHttpUrl, type TEnv } from './env-values';
import { sendJson } from './json-answer';
import { requestAddress } from './request-address';
import { SIGNED_IN_PARAM, type TPrerenderedPage } from './prerendered-page';
import type { TServerLog } from './server-log';

/** What a remote's prerender bundle exports (@manifest/remote-kit/server/render-page). */
type TPrerenderBundle = {
  /** `signedIn`: the page as a browser holding a session opens it (its frame, no user data). */
  render: (url: string, options?: { signedIn?: boolean }) => Promise<TPrerenderedPage | null>;
  /** Where the bundle's pages read their data (the API), set once when it is loaded. */
  configure?: (options: { apiUrl: string }) => void;
  /** Pages rendered as the server starts, so the first visitors get them in time. */
  warmPaths?: string[];
  /** Signed-in pages' frames rendered as the server starts. */
  warmSignedInPaths?: string[];
};

const ZBundle = z.object({
  render: z.custom<TPrerenderBundle['render']>((value) => typeof value === 'function'),
  warmPaths: z.array(z.string()).optional(),
  warmSignedInPaths: z.array(z.string()).optional(),
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

/** One rendered page: its address, and whether it is drawn for a browser holding a session. */
type TPageKey = { path: string; signedIn: boolean };
const cacheKeyOf = ({ path, signedIn }: TPageKey) => (signedIn ? `session:${path}` : path);

/**
 * The answer to `GET /_prerender?path=/signin` on a remote's server: the page as HTML
 * with its data (ZPrerenderedPage), 404 when the remote prerenders no such page. Each
 * page is rendered at most once per maxAgeMs, however many visitors ask meanwhile.
 * With `&session=1` it is a signed-in page's frame (docs/prerendering.md).
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

  const renderAndCache = async (key: TPageKey): Promise<TCached> => {
    const { render } = await loadBundle();
    const page = await Promise.race([
      render(key.path, { signedIn: key.signedIn }),
      rejectAfter(renderTimeoutMs, `rendering ${key.path} took over ${renderTimeoutMs} ms`),
    ]);
    const rendered = { page, renderedAt: now() };
    const cacheKey = cacheKeyOf(key);
    cache.delete(cacheKey);
    cache.set(cacheKey, rendered);
    // The oldest page goes first.
    if (cache.size > maxPages) cache.delete(cache.keys().next().value ?? cacheKey);
    return rendered;
  };

  const renderOnce = (key: TPageKey): Promise<TCached> => {
    const cacheKey = cacheKeyOf(key);
    const inFlight = rendering.get(cacheKey);
    if (inFlight) return inFlight;
    const render = renderAndCache(key).finally(() => rendering.delete(cacheKey));
    rendering.set(cacheKey, render);
    return render;
  };

  /**
   * A warm page whose first render failed (the API not up yet, say) is tried again
   * behind the server, every warmRetryMs, so the first visitors get it all the same.
   */
  const warmPage = async (key: TPageKey, triesLeft: number): Promise<void> => {
    try {
      await pageFor(key);
    } catch (error) {
      if (triesLeft === 0) {
        log.warn({ err: error, path: key.path }, 'prerender failed');
        return;
      }
      setTimeout(() => void warmPage(key, triesLeft - 1), warmRetryMs).unref();
    }
  };

  /** A page rendered before is sent at once; past maxAgeMs it is rendered again for the next visitor. */
  const pageFor = (key: TPageKey): Promise<TCached> => {
    const cached = cache.get(cacheKeyOf(key));
    if (!cached) return renderOnce(key);
    if (now() - cached.renderedAt > maxAgeMs) {
      renderOnce(key).catch((error: unknown) =>
        log.error({ err: error, path: key.path }, 'prerender failed'),
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
    const signedIn = params?.get(SIGNED_IN_PARAM) === '1';
    try {
      const { page } = await pageFor({ path: path.data, signedIn });
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
      let keys: TPageKey[];
      try {
        const { warmPaths = [], warmSignedInPaths = [] } = await loadBundle();
        keys = [
          ...warmPaths.map((path) => ({ path, signedIn: false })),
          ...warmSignedInPaths.map((path) => ({ path, signedIn: true })),
        ];
      } catch (error) {
        log.error({ err: error, bundlePath }, 'prerender bundle could not be loaded');
        return;
      }
      await Promise.all(keys.map((key) => warmPage(key, warmRetries)));
    },
  };
};
