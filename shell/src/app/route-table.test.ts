import { describe, expect, it } from 'vitest';

import {
  routeAt,
  SIGNED_IN_REDIRECTS,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  signedOutRedirectFor,
} from './route-table';

const pathsOf = (routes: { path: string }[]) => routes.map(({ path }) => path).sort();
const moduleAt = (routes: typeof SIGNED_IN_ROUTES, path: string) =>
  routes.find((route) => route.path === path);

describe('route table (spec 000 section 2)', () => {
  it('lets signed-out visitors reach exactly the spec set, plus pricing and the password-reset, cancel and verification links', () => {
    expect(pathsOf(SIGNED_OUT_ROUTES)).toEqual(
      [
        '/',
        '/signup',
        '/signup/payment',
        '/signin',
        '/login',
        '/signup-premium',
        '/trial-signup',
        '/payment-required',
        '/payment-success',
        '/cancel-trial',
        '/verify-email',
        '/terms',
        '/privacy',
        '/legal',
        '/blog',
        '/blog/:slug',
        '/terms-of-service',
        '/privacy-policy',
        '/contact',
        '/forgot-password',
        '/reset-password',
        '/pricing',
      ].sort(),
    );
  });

  it('lets signed-in users reach the spec set, the payment pages a trial ends on, and the emailed links', () => {
    expect(pathsOf(SIGNED_IN_ROUTES)).toEqual(
      [
        '/',
        '/dashboard',
        '/daily-tasks',
        '/vision-board',
        '/challenges',
        '/meditations',
        '/track-record',
        '/goal-setting',
        '/affirmations',
        '/ai-demo',
        '/ai-assistant',
        '/admin-analytics',
        '/terms',
        '/privacy',
        '/legal',
        '/blog',
        '/blog/:slug',
        '/terms-of-service',
        '/privacy-policy',
        '/contact',
        '/cancel-subscription',
        '/settings',
        '/welcome',
        '/payment-required',
        '/payment-success',
        '/cancel-trial',
        '/verify-email',
        '/pricing',
      ].sort(),
    );
  });

  it("shows the same screen on the spec's alias paths", () => {
    expect(moduleAt(SIGNED_OUT_ROUTES, '/login')).toMatchObject({
      remote: 'account',
      module: 'SignInPage',
    });
    expect(moduleAt(SIGNED_OUT_ROUTES, '/signin')?.module).toBe('SignInPage');
    expect(moduleAt(SIGNED_OUT_ROUTES, '/signup-premium')?.module).toBe('PremiumSignUpPage');
    expect(moduleAt(SIGNED_OUT_ROUTES, '/trial-signup')?.module).toBe('PremiumSignUpPage');
    expect(moduleAt(SIGNED_OUT_ROUTES, '/terms-of-service')?.module).toBe('TermsPage');
    expect(moduleAt(SIGNED_OUT_ROUTES, '/privacy-policy')?.module).toBe('PrivacyPage');
  });

  it('is the landing page signed out and the dashboard signed in at /', () => {
    expect(moduleAt(SIGNED_OUT_ROUTES, '/')).toMatchObject({
      remote: 'account',
      module: 'LandingPage',
    });
    expect(moduleAt(SIGNED_IN_ROUTES, '/')).toMatchObject({
      remote: 'dashboard',
      module: 'DashboardPage',
    });
    expect(moduleAt(SIGNED_IN_ROUTES, '/dashboard')?.module).toBe('DashboardPage');
  });

  it('shows the account settings of the account remote to signed-in users only', () => {
    expect(moduleAt(SIGNED_IN_ROUTES, '/settings')).toEqual({
      path: '/settings',
      remote: 'account',
      module: 'SettingsPage',
    });
    expect(moduleAt(SIGNED_OUT_ROUTES, '/settings')).toBeUndefined();
  });

  it('sends a signed-in user away from the sign-in and sign-up screens to the dashboard', () => {
    expect(SIGNED_IN_REDIRECTS).toEqual([
      { path: '/signin', redirectTo: '/dashboard' },
      { path: '/login', redirectTo: '/dashboard' },
      { path: '/signup', redirectTo: '/dashboard' },
    ]);
    for (const { path } of SIGNED_IN_REDIRECTS)
      expect(moduleAt(SIGNED_IN_ROUTES, path)).toBeUndefined();
  });

  it('finds the page an address draws, its parameters matched', () => {
    expect(routeAt(SIGNED_IN_ROUTES, '/daily-tasks')?.module).toBe('DailyTasksPage');
    expect(routeAt(SIGNED_IN_ROUTES, '/blog/gratitude')?.module).toBe('BlogPostPage');
    expect(routeAt(SIGNED_OUT_ROUTES, '/daily-tasks')).toBeUndefined();
  });

  it('sends a signed-out visitor of a signed-in page to sign in and back, query kept', () => {
    expect(signedOutRedirectFor('/dashboard', '')).toBe('/signin?next=%2Fdashboard');
    expect(signedOutRedirectFor('/daily-tasks', '?day=today')).toBe(
      '/signin?next=%2Fdaily-tasks%3Fday%3Dtoday',
    );
    for (const { path } of SIGNED_IN_ROUTES.filter(({ path }) => !path.includes(':'))) {
      const isPublic = routeAt(SIGNED_OUT_ROUTES, path) !== undefined;
      expect(signedOutRedirectFor(path, '')).toBe(
        isPublic ? null : `/signin?next=${encodeURIComponent(path)}`,
      );
    }
  });

  it('leaves unknown addresses to Page Not Found', () => {
    expect(signedOutRedirectFor('/nowhere', '')).toBeNull();
    expect(signedOutRedirectFor('/dashboard/extra', '')).toBeNull();
    expect(signedOutRedirectFor('//evil.example', '')).toBeNull();
  });
});
