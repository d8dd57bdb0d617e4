import { renderPage, type TPrerenderRoute } from '@manifest/remote-kit/prerender/render-page';

import ContactPage from '../pages/contact-page';
import ForgotPasswordPage from '../pages/forgot-password-page';
import LandingPage from '../pages/landing-page';
import PricingPage from '../pages/pricing-page';
import SignInPage from '../pages/sign-in-page';
import SignUpPage from '../pages/sign-up-page';

/**
 * The account pages a visitor may open first, rendered by this remote's server
 * (ARCHITECTURE.md, "Prerendered pages"). Pages that need a session, a payment or a
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
];

export const render = (url: string) => renderPage(ROUTES, url);

export const warmPaths = ROUTES.map(({ path }) => path);
