import { setServerApiOrigin } from '@manifest/api-client/request';
import {
  renderPage,
  type TPrerenderRoute,
  type TRenderOptions,
} from '@manifest/remote-kit/server/render-page';
import type { QueryClient } from '@tanstack/react-query';

import { legalDocumentQueryOptions } from '../features/legal/api/get-legal-document';
import { legalSlugForPath } from '../features/legal/utils/legal-slug';

import ContactPage from '../pages/contact-page';
import ForgotPasswordPage from '../pages/forgot-password-page';
import LandingPage from '../pages/landing-page';
import LegalPage from '../pages/legal-page';
import PricingPage from '../pages/pricing-page';
import PrivacyPage from '../pages/privacy-page';
import SignInPage from '../pages/sign-in-page';
import SignUpPage from '../pages/sign-up-page';
import TermsPage from '../pages/terms-page';

/** A legal page's document from the CMS (through the API's cache), as the page reads it. */
const prefetchLegal = (queryClient: QueryClient, _params: unknown, url: URL) =>
  queryClient.prefetchQuery({
    ...legalDocumentQueryOptions(legalSlugForPath(url.pathname)),
    retry: false,
  });

/**
 * The account pages a visitor may open first, rendered by this remote's server
 * (docs/prerendering.md). Pages that need a session, a payment or a
 * link's token are drawn in the browser only.
 */
const ROUTES: ReadonlyArray<TPrerenderRoute> = [
  { path: '/', Page: LandingPage },
  { path: '/signin', Page: SignInPage },
  { path: '/login', Page: SignInPage },
  { path: '/signup', Page: SignUpPage },
  { path: '/pricing', Page: PricingPage },
  { path: '/forgot-password', Page: ForgotPasswordPage },
  { path: '/contact', Page: ContactPage },
  { path: '/terms', Page: TermsPage, prefetch: prefetchLegal },
  { path: '/terms-of-service', Page: TermsPage, prefetch: prefetchLegal },
  { path: '/privacy', Page: PrivacyPage, prefetch: prefetchLegal },
  { path: '/privacy-policy', Page: PrivacyPage, prefetch: prefetchLegal },
  { path: '/legal', Page: LegalPage, prefetch: prefetchLegal },
];

export const render = (url: string, options?: TRenderOptions) => renderPage(ROUTES, url, options);

export const warmPaths = ROUTES.map(({ path }) => path);

/** The API the pages read, from the server that loads this bundle. */
export const configure = ({ apiUrl }: { apiUrl: string }) => setServerApiOrigin(apiUrl);
