import { signInPathFor } from '@manifest/auth/return-path';
import type { TRemoteName } from '@manifest/build-config/app-ports';
import { matchPath } from 'react-router-dom';

export type TRemoteRoute = { path: string; remote: TRemoteName; module: string };
export type TRedirectRoute = { path: string; redirectTo: string };

const account = (path: string, module: string): TRemoteRoute => ({
  path,
  remote: 'account',
  module,
});

/** Pages both sets share (spec 000 section 2). */
const PUBLIC_ROUTES: TRemoteRoute[] = [
  account('/terms', 'TermsPage'),
  account('/terms-of-service', 'TermsPage'),
  account('/privacy', 'PrivacyPage'),
  account('/privacy-policy', 'PrivacyPage'),
  account('/legal', 'LegalPage'),
  account('/contact', 'ContactPage'),
  // The blog's call to action: the offer, for visitors and members alike.
  account('/pricing', 'PricingPage'),
  { path: '/blog', remote: 'blog', module: 'BlogListPage' },
  { path: '/blog/:slug', remote: 'blog', module: 'BlogPostPage' },
  // Where an expired trial is sent and where a payment returns, whether or not the
  // browser still holds a session.
  account('/payment-required', 'PaymentRequiredPage'),
  account('/payment-success', 'PaymentSuccessPage'),
  // The trial reminder email's one-click cancel link, opened signed in or not.
  account('/cancel-trial', 'CancelByLinkPage'),
  // The email verification link: opened on any device, signed in or not.
  account('/verify-email', 'VerifyEmailPage'),
];

/** Used while auth is loading or signed out. */
export const SIGNED_OUT_ROUTES: TRemoteRoute[] = [
  account('/', 'LandingPage'),
  account('/signup', 'SignUpPage'),
  account('/signup/payment', 'SocialSignUpPaymentPage'),
  account('/signin', 'SignInPage'),
  account('/login', 'SignInPage'),
  account('/signup-premium', 'PremiumSignUpPage'),
  account('/trial-signup', 'PremiumSignUpPage'),
  account('/forgot-password', 'ForgotPasswordPage'),
  account('/reset-password', 'ResetPasswordPage'),
  ...PUBLIC_ROUTES,
];

const dashboard = (path: string, module: string): TRemoteRoute => ({
  path,
  remote: 'dashboard',
  module,
});
const practice = (path: string, module: string): TRemoteRoute => ({
  path,
  remote: 'practice',
  module,
});

export const SIGNED_IN_ROUTES: TRemoteRoute[] = [
  dashboard('/', 'DashboardPage'),
  dashboard('/dashboard', 'DashboardPage'),
  practice('/daily-tasks', 'DailyTasksPage'),
  practice('/vision-board', 'VisionBoardPage'),
  practice('/challenges', 'ChallengesPage'),
  practice('/meditations', 'MeditationsPage'),
  dashboard('/track-record', 'TrackRecordPage'),
  dashboard('/goal-setting', 'GoalSettingPage'),
  practice('/affirmations', 'AffirmationsPage'),
  dashboard('/ai-demo', 'AiDemoPage'),
  dashboard('/ai-assistant', 'AiAssistantPage'),
  dashboard('/admin-analytics', 'AdminAnalyticsPage'),
  account('/cancel-subscription', 'CancelSubscriptionPage'),
  account('/settings', 'SettingsPage'),
  // The first run after sign-up (issue 38).
  account('/welcome', 'WelcomePage'),
  ...PUBLIC_ROUTES,
];

/** A fresh sign-in lands on the dashboard, never on Page Not Found. */
export const SIGNED_IN_REDIRECTS: TRedirectRoute[] = [
  { path: '/signin', redirectTo: '/dashboard' },
  { path: '/login', redirectTo: '/dashboard' },
  { path: '/signup', redirectTo: '/dashboard' },
];

/** The route of a set that draws an address, if any. */
export const routeAt = (routes: TRemoteRoute[], pathname: string): TRemoteRoute | undefined =>
  routes.find((route) => matchPath(route.path, pathname));

/**
 * Where a signed-out visitor goes at an address the signed-out set does not draw: a page
 * that exists for signed-in people sends them to sign in and back (`/signin?next=…`);
 * anything else is null (Page Not Found).
 */
export const signedOutRedirectFor = (pathname: string, search: string): string | null =>
  routeAt(SIGNED_IN_ROUTES, pathname) && !routeAt(SIGNED_OUT_ROUTES, pathname)
    ? signInPathFor(`${pathname}${search}`)
    : null;
