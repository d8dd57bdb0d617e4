import { AuthProvider } from '@manifest/auth/auth-provider';
import { createQueryClient } from '@manifest/api-client/query-client';
import { fixedPaths } from '@manifest/remote-kit/pages';
import { markPrerendered } from '@manifest/remote-kit/server/mark-prerendered';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router-dom';

import { SIGNED_IN_ROUTES } from './app/route-table';
import { SignedInLayout } from './layout/signed-in-layout';
import { PAGE_SLOT } from './prerender/page-slot';

/**
 * The signed-in chrome (top bar, tabs, guides' launchers) as a browser holding a session
 * first sees it at `pathname`, with the page's place marked by PAGE_SLOT: the shell's
 * server writes the remote's frame of the page there (docs/prerendering.md). Built for Node into
 * dist-server/prerender.cjs and drawn by the shell's build (`buildPages`), which has no
 * session, so what is the user's (the points, the initials, the trial banner) is a skeleton
 * or absent.
 */
export async function renderSignedInChrome(pathname: string): Promise<string> {
  const queryClient = createQueryClient();
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <StaticRouter location={pathname}>
          <Routes>
            <Route element={<SignedInLayout />}>
              <Route path="*" element={<template data-page-slot="" />} />
            </Route>
          </Routes>
        </StaticRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  queryClient.clear();
  const html = markPrerendered(await new Response(prelude).text());
  if (!html.includes(PAGE_SLOT))
    throw new Error(`the signed-in chrome at ${pathname} has no page slot`);
  return html;
}

/** The chrome at every signed-in path with no parameter, written by the build (BuiltPagesPlugin). */
export async function buildPages(): Promise<Array<{ path: string; html: string }>> {
  const paths = [...new Set(fixedPaths(SIGNED_IN_ROUTES.map(({ path }) => path)))];
  const pages = [];
  for (const path of paths) pages.push({ path, html: await renderSignedInChrome(path) });
  return pages;
}
