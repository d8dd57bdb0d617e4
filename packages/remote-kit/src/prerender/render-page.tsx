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

import { markPrerendered } from './mark-prerendered';

export type TPrerenderRoute = {
  /** The shell's path for the page, e.g. `/blog/:slug`. */
  path: string;
  Page: ComponentType;
  /** Reads the page's data into the query client, so the HTML holds it (a visitor's reads). */
  prefetch?: (queryClient: QueryClient, params: Params) => Promise<unknown>;
};

/**
 * A public page as a visitor signed out sees it first, rendered with the providers the
 * shell gives its pages, with the data it read. `null` when no route has the address.
 */
export async function renderPage(
  routes: ReadonlyArray<TPrerenderRoute>,
  url: string,
): Promise<{ html: string; state: DehydratedState } | null> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const route = routes.find(({ path }) => matchPath(path, pathname));
  if (!route) return null;
  const { Page, path, prefetch } = route;

  const queryClient = createQueryClient();
  await prefetch?.(queryClient, matchPath(path, pathname)?.params ?? {});
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
  );
  const page = {
    html: markPrerendered(await new Response(prelude).text()),
    state: dehydrate(queryClient),
  };
  queryClient.clear();
  return page;
}
