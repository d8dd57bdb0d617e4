import { setServerApiOrigin } from '@manifest/api-client/request';
import { prerenderBundleOf } from '@manifest/remote-kit/server/render-page';
import type { QueryClient } from '@tanstack/react-query';

import { legalDocumentQueryOptions } from './features/legal/api/get-legal-document';
import { legalSlugForPath } from './features/legal/utils/legal-slug';

import { PAGES } from './pages';

/** A legal page's document from the CMS (through the API's cache), as the page reads it. */
const prefetchLegal = (queryClient: QueryClient, _params: unknown, url: URL) =>
  queryClient.prefetchQuery({
    ...legalDocumentQueryOptions(legalSlugForPath(url.pathname)),
    retry: false,
  });

/**
 * The account pages a visitor may open first (those with `prerender` in src/pages.ts): the
 * build writes those that read nothing, this remote's server draws the legal pages, whose
 * text the CMS holds (docs/prerendering.md). Pages that need a session, a payment or a
 * link's token are drawn in the browser only.
 */
export const { render, warmPaths, buildPages } = prerenderBundleOf(
  PAGES,
  (file) => import(`./pages/${file}.tsx`),
  { TermsPage: prefetchLegal, PrivacyPage: prefetchLegal, LegalPage: prefetchLegal },
);

/** The API the pages read, from the server that loads this bundle. */
export const configure = ({ apiUrl }: { apiUrl: string }) => setServerApiOrigin(apiUrl);
