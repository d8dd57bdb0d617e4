import { AuthProvider } from '@manifest/auth/auth-provider';
import { createQueryClient } from '@manifest/api-client/query-client';
import {
  dehydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, Route, Routes, StaticRouter, type Params } from 'react-router-dom';

import { pageRoutesOf, type TLoadPage } from '../page-routes';
import {
  fixedPaths,
  pageEntries,
  prerenderedPathsOf,
  type TPageList,
  type TPrerenderedPath,
} from '../pages';
import { markPrerendered } from './mark-prerendered';

export type TPrerenderRoute = {
  /** The shell's path for the page, e.g. `/blog/:slug`. */
  path: string;
  Page: ComponentType;
  /** Reads the page's data into the query client, so the HTML holds it (a visitor's reads). */
  prefetch?: (queryClient: QueryClient, params: Params, url: URL) => Promise<unknown>;
  /**
   * A page of a browser holding a session. The server has no session: it draws the
   * page's frame (headings, texts, the skeletons of what it reads), never the user's data.
   */
  signedIn?: boolean;
};

type TPrefetch = NonNullable<TPrerenderRoute['prefetch']>;

export type TRenderOptions = {
  /** Draw the page as a browser holding a session opens it (the routes marked `signedIn`). */
  signedIn?: boolean;
};

/**
 * A public page as a visitor signed out sees it first (or, with `signedIn`, a signed-in
 * page's frame), rendered with the providers the shell gives its pages, with the data it
 * read. `null` when no route has the address; throws when its data could not be read.
 */
export async function renderPage(
  routes: ReadonlyArray<TPrerenderRoute>,
  url: string,
  { signedIn = false }: TRenderOptions = {},
): Promise<{ html: string; state: DehydratedState } | null> {
  const address = new URL(url, 'http://localhost');
  const { pathname } = address;
  const route = routes.find(
    (candidate) =>
      (candidate.signedIn ?? false) === signedIn && matchPath(candidate.path, pathname),
  );
  if (!route) return null;
  const { Page, path, prefetch } = route;

  const queryClient = createQueryClient();
  await prefetch?.(queryClient, matchPath(path, pathname)?.params ?? {}, address);
  // Data that could not be read: no page now (the browser draws it), another try later.
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: ({ state }) => state.status === 'error' });
  if (failed.length > 0) {
    queryClient.clear();
    const keys = failed.map(({ queryHash }) => queryHash).join(', ');
    throw new Error(`${url}: its data could not be read (${keys})`);
  }
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <StaticRouter location={url}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </StaticRouter>
      </AuthProvider>
    </QueryClientProvider>,
    // React moves a large finished Suspense boundary (a post's article) out of place,
    // behind its fallback, for an inline script to swap in: the page's CSP blocks that
    // script, so the visitor would see the skeleton. Every boundary stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const page = {
    html: markPrerendered(await new Response(prelude).text()),
    state: dehydrate(queryClient),
  };
  queryClient.clear();
  return page;
}

/** A page its remote's build writes as HTML (BuiltPagesPlugin of @manifest/build-config). */
export type TBuiltPage = TPrerenderedPath & { html: string };

/**
 * Holds a page list to what its prerender bundle can do: a page that reads data (a prefetch)
 * is drawn per request, one that reads none at build time, and a frame reads none.
 */
const checkPrerenderTimes = (pages: TPageList, prefetched: ReadonlySet<string>) => {
  for (const [module, line] of pageEntries(pages)) {
    const reads = prefetched.has(module);
    if (reads && line.prerender !== 'request') {
      throw new Error(`${module} reads data before it draws: its line needs prerender: 'request'`);
    }
    if (!reads && line.prerender === 'request') {
      throw new Error(`${module} reads no data: its line needs prerender: 'build'`);
    }
    if (line.prerender === 'request' && line.for === 'members') {
      throw new Error(
        `${module} is a frame, which holds no data: its line needs prerender: 'build'`,
      );
    }
  }
};

/**
 * A remote's prerender bundle (`src/prerender.tsx`), from its page list: the pages
 * its build writes as HTML (`buildPages`), and those its server draws per request
 * (`render`), each with the data it reads (`prefetches`, by module), the fixed ones drawn
 * as the server starts (`warmPaths`).
 */
export function prerenderBundleOf<TPages extends TPageList>(
  pages: TPages,
  loadPage: TLoadPage,
  prefetches: Partial<Record<keyof TPages, TPrefetch>> = {},
) {
  checkPrerenderTimes(pages, new Set(Object.keys(prefetches)));
  const routesAt = (time: 'build' | 'request'): TPrerenderRoute[] =>
    pageRoutesOf(pages, loadPage)
      .filter(({ line }) => line.prerender === time)
      .map(({ path, module, line, Page }) => ({
        path,
        Page,
        prefetch: prefetches[module],
        signedIn: line.for === 'members',
      }));
  const requestRoutes = routesAt('request');
  return {
    render: (url: string) => renderPage(requestRoutes, url),
    warmPaths: fixedPaths(prerenderedPathsOf(pages, 'request').map(({ path }) => path)),
    buildPages: async (): Promise<TBuiltPage[]> => {
      const buildRoutes = routesAt('build');
      const built: TBuiltPage[] = [];
      for (const { path, signedIn } of prerenderedPathsOf(pages, 'build')) {
        if (fixedPaths([path]).length === 0) continue;
        const page = await renderPage(buildRoutes, path, { signedIn });
        if (!page) throw new Error(`${path} could not be drawn`);
        built.push({ path, signedIn, html: page.html });
      }
      return built;
    },
  };
}
