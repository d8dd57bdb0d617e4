import { useAuth } from '@manifest/auth/auth-provider';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { definePages } from '../pages';
import { prerenderBundleOf, renderPage, type TPrerenderRoute } from './render-page';

const postQuery = (slug: string) =>
  queryOptions({
    queryKey: ['/api/blog/posts', slug],
    queryFn: async () => ({ title: `Post ${slug}` }),
  });

const PostPage = () => {
  const { slug = '' } = useParams();
  const post = useQuery(postQuery(slug));
  const { status } = useAuth();
  return (
    <article>
      <h1>{post.data?.title ?? 'Loading...'}</h1>
      <p>{status}</p>
      <form>
        <button type="submit">Comment</button>
      </form>
    </article>
  );
};

const ROUTES: TPrerenderRoute[] = [
  {
    path: '/blog/:slug',
    Page: PostPage,
    prefetch: (client, { slug = '' }) => client.prefetchQuery(postQuery(slug)),
  },
];

describe('renderPage', () => {
  it('draws the page signed out, with the data its prefetch read, and hands that data on', async () => {
    const page = await renderPage(ROUTES, '/blog/first?ref=mail');
    expect(page?.html).toContain('<h1>Post first</h1>');
    expect(page?.html).toContain('<p>signedOut</p>');
    expect(page?.state.queries).toEqual([
      expect.objectContaining({
        queryKey: ['/api/blog/posts', 'first'],
        state: expect.objectContaining({ data: { title: 'Post first' } }),
      }),
    ]);
  });

  it('draws buttons disabled and forms that never put their fields in the address', async () => {
    const page = await renderPage(ROUTES, '/blog/first');
    expect(page?.html).toContain(
      '<form method="post"><button disabled="" type="submit">Comment</button></form>',
    );
  });

  it('throws when the data could not be read: no page is kept, the next ask tries again', async () => {
    const failing: TPrerenderRoute[] = [
      {
        path: '/blog/:slug',
        Page: PostPage,
        prefetch: (client) =>
          client.prefetchQuery({
            queryKey: ['/api/blog/posts', 'gone'],
            queryFn: () => Promise.reject(new Error('503: the CMS is away')),
            retry: false,
          }),
      },
    ];
    await expect(renderPage(failing, '/blog/gone')).rejects.toThrow(
      '/blog/gone: its data could not be read',
    );
  });

  it('writes a large lazy part in place, never behind its fallback for a script to swap in', async () => {
    const article = 'A long paragraph of the article. '.repeat(1_000);
    // Loaded a moment later, like a chunk read from disk.
    const Article = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { default: () => <p>{article}</p> };
    });
    const LongPost = () => (
      <main>
        <h1>A long post</h1>
        <Suspense fallback={<p>Loading the article</p>}>
          <Article />
        </Suspense>
      </main>
    );
    const page = await renderPage([{ path: '/blog/:slug', Page: LongPost }], '/blog/long');
    expect(page?.html).toContain(`<p>${article}</p>`);
    expect(page?.html).not.toContain('Loading the article');
    expect(page?.html).not.toContain('<script');
  });

  it('is null for an address no route has', async () => {
    expect(await renderPage(ROUTES, '/signin')).toBeNull();
  });

  it("draws a signed-in page's frame only when asked for one, with no data and marked as such", async () => {
    const TasksPage = () => {
      const tasks = useQuery({ queryKey: ['/api/daily-tasks'], queryFn: async () => ['Journal'] });
      return (
        <main>
          <h1>Daily Tasks</h1>
          {tasks.data ? <ul>{tasks.data.join()}</ul> : <div aria-busy="true">Loading…</div>}
        </main>
      );
    };
    const routes: TPrerenderRoute[] = [
      ...ROUTES,
      { path: '/daily-tasks', Page: TasksPage, signedIn: true },
    ];

    const frame = await renderPage(routes, '/daily-tasks', { signedIn: true });
    expect(frame?.html).toBe(
      '<main><h1>Daily Tasks</h1><div aria-busy="true">Loading…</div></main>',
    );
    expect(frame?.state.queries).toEqual([]);

    // Never a frame for a visitor, never a visitor's page for a signed-in browser.
    expect(await renderPage(routes, '/daily-tasks')).toBeNull();
    expect(await renderPage(routes, '/blog/first', { signedIn: true })).toBeNull();
    expect(await renderPage(routes, '/blog/first')).not.toBeNull();
  });
});

describe('prerenderBundleOf', () => {
  const PAGES = definePages({
    BlogPostPage: { paths: ['/blog/:slug'], for: 'both', prerender: 'request' },
    BlogListPage: { paths: ['/blog'], for: 'both', prerender: 'request' },
    SignInPage: { paths: ['/signin', '/login'], for: 'visitors', prerender: 'build' },
    ResetPasswordPage: { paths: ['/reset-password'], for: 'visitors' },
    DailyTasksPage: { paths: ['/daily-tasks'], for: 'members', prerender: 'build' },
    SettingsPage: { paths: ['/settings'], for: 'members' },
  });
  const loaded: string[] = [];
  const prefetchPost: NonNullable<TPrerenderRoute['prefetch']> = (client, { slug = '' }) =>
    client.prefetchQuery(postQuery(slug));
  const bundle = prerenderBundleOf(
    PAGES,
    async (file) => {
      loaded.push(file);
      return { default: file === 'blog-post-page' ? PostPage : () => <h1>{file}</h1> };
    },
    { BlogPostPage: prefetchPost, BlogListPage: async () => undefined },
  );

  it("draws the list's per-request pages, each from its file, with its data; no other", async () => {
    expect((await bundle.render('/blog/first'))?.html).toContain('<h1>Post first</h1>');
    expect((await bundle.render('/blog'))?.html).toBe('<h1>blog-list-page</h1>');
    expect(await bundle.render('/signin')).toBeNull();
    expect(await bundle.render('/reset-password')).toBeNull();
    expect(await bundle.render('/daily-tasks')).toBeNull();
    expect(loaded).toEqual(['blog-post-page', 'blog-list-page']);
  });

  it('builds every fixed path of its built pages, a members page as its signed-in frame', async () => {
    expect(await bundle.buildPages()).toEqual([
      { path: '/signin', signedIn: false, html: '<h1>sign-in-page</h1>' },
      { path: '/login', signedIn: false, html: '<h1>sign-in-page</h1>' },
      { path: '/daily-tasks', signedIn: true, html: '<h1>daily-tasks-page</h1>' },
    ]);
  });

  it('warms the per-request paths it draws, patterns left out', () => {
    expect(bundle.warmPaths).toEqual(['/blog']);
  });

  it('refuses a list whose pages would be drawn at the wrong time', () => {
    const load = async () => ({ default: () => null });
    const readsData = { BlogPostPage: prefetchPost };
    expect(() =>
      prerenderBundleOf(
        definePages({ BlogPostPage: { paths: ['/blog/:slug'], for: 'both', prerender: 'build' } }),
        load,
        readsData,
      ),
    ).toThrow("BlogPostPage reads data before it draws: its line needs prerender: 'request'");
    expect(() =>
      prerenderBundleOf(
        definePages({ SignInPage: { paths: ['/signin'], for: 'visitors', prerender: 'request' } }),
        load,
      ),
    ).toThrow("SignInPage reads no data: its line needs prerender: 'build'");
    expect(() =>
      prerenderBundleOf(
        definePages({ TasksPage: { paths: ['/tasks'], for: 'members', prerender: 'request' } }),
        load,
        { TasksPage: async () => undefined },
      ),
    ).toThrow("TasksPage is a frame, which holds no data: its line needs prerender: 'build'");
  });
});
