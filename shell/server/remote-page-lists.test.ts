import { definePages } from '@manifest/remote-kit/pages';
import { describe, expect, it } from 'vitest';

import { createRemotePageLists } from './remote-page-lists';

const HTML = '<html><head><title>Manifest</title></head><body></body></html>';
const REMOTES = {
  remotes: [
    { name: 'account', entry: 'https://account.example/mf-manifest.json' },
    { name: 'blog', entry: 'https://blog.example/v2/mf-manifest.json' },
    { name: 'dashboard', entry: 'https://dashboard.example/mf-manifest.json' },
  ],
};
const HOME = { title: 'Home | Manifest', description: 'The home page.' };

const LISTS: Record<string, unknown> = {
  'https://account.example/pages.json': definePages({
    ResetPasswordPage: { paths: ['/reset-password'], for: 'visitors' },
    LandingPage: { paths: ['/'], for: 'visitors', prerender: 'build', ...HOME },
    SignInPage: {
      paths: ['/signin', '/login'],
      for: 'visitors',
      prerender: 'build',
      title: 'Sign In | Manifest',
      description: 'Sign in.',
    },
  }),
  'https://blog.example/v2/pages.json': definePages({
    BlogPostPage: { paths: ['/blog/:slug'], for: 'both', prerender: 'request' },
    BlogListPage: { paths: ['/blog'], for: 'both', prerender: 'request' },
  }),
  'https://dashboard.example/pages.json': definePages({
    DashboardPage: {
      paths: ['/dashboard', '/'],
      for: 'members',
      prerender: 'build',
      title: 'Dashboard | Manifest',
      description: 'Your day.',
    },
  }),
};

const fetchFrom = (lists: Record<string, unknown>) =>
  (async (url: string) =>
    url in lists
      ? new Response(JSON.stringify(lists[url]))
      : new Response('gone', { status: 404 })) as unknown as typeof fetch;

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

describe("the remotes' page lists, read by the shell's server", () => {
  it("writes the route's head from its remote's pages.json, and every page head for the app", async () => {
    const lists = createRemotePageLists({ remotesManifest: REMOTES, fetch: fetchFrom(LISTS) });
    const page = await lists.transform('/login', HTML);
    expect(titleOf(page)).toBe('Sign In | Manifest');
    expect(page).toContain(
      '<meta property="og:description" content="Sign in." data-route-head="" />',
    );
    const inline = /<script id="page-heads" type="application\/json">([^<]*)<\/script>/.exec(page);
    expect(JSON.parse(inline?.[1] ?? '')).toEqual({
      'account/LandingPage': HOME,
      'account/SignInPage': { title: 'Sign In | Manifest', description: 'Sign in.' },
      'dashboard/DashboardPage': { title: 'Dashboard | Manifest', description: 'Your day.' },
    });
  });

  it('tells the signed-in home page from the landing page by the hint cookie', async () => {
    const lists = createRemotePageLists({ remotesManifest: REMOTES, fetch: fetchFrom(LISTS) });
    expect(titleOf(await lists.transform('/', HTML))).toBe('Home | Manifest');
    expect(titleOf(await lists.transform('/', HTML, 'manifest_signed_in=1'))).toBe(
      'Dashboard | Manifest',
    );
  });

  it('writes no head for a remote whose list cannot be read, or is not a page list', async () => {
    const lists = createRemotePageLists({
      remotesManifest: REMOTES,
      fetch: fetchFrom({
        'https://dashboard.example/pages.json': { DashboardPage: { paths: [] } },
      }),
    });
    const page = await lists.transform('/signin', HTML);
    expect(titleOf(page)).toBe('Manifest');
    expect(page).toContain('<script id="page-heads" type="application/json">{}</script>');
    expect(await lists.warm()).toBe(false);
  });

  it("finds a page's line in its remote's list", async () => {
    const lists = createRemotePageLists({ remotesManifest: REMOTES, fetch: fetchFrom(LISTS) });
    expect(await lists.lineOf('blog', 'BlogListPage')).toEqual({
      paths: ['/blog'],
      for: 'both',
      prerender: 'request',
    });
    expect(await lists.lineOf('blog', 'NoSuchPage')).toBeUndefined();
    expect(await lists.lineOf('practice', 'DailyTasksPage')).toBeUndefined();
  });

  it("warms each remote's first prerendered page, by its first path with no parameter", async () => {
    const lists = createRemotePageLists({ remotesManifest: REMOTES, fetch: fetchFrom(LISTS) });
    expect(await lists.warm()).toBe(true);
    expect(await lists.warmPages()).toEqual([
      { path: '/', signedIn: false },
      { path: '/blog', signedIn: false },
      { path: '/dashboard', signedIn: true },
    ]);
  });
});
