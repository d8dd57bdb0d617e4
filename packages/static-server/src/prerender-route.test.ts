import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createPrerenderRoute } from './prerender-route';
import { ZPrerenderedPage } from './prerendered-page';
import { startStaticServer, type TStaticServer } from './start-static-server';

// A stand-in for a remote's built bundle: it draws the address it is given and counts
// its renders in a global the test reads (the bundle runs in the test's own process).
const BUNDLE = `
module.exports = {
  warmPaths: ['/warm', '/flaky-warm'],
  render: async (url) => {
    globalThis.prerenderCalls.push(url);
    if (url.startsWith('/broken')) throw new Error('the page threw');
    if (url.startsWith('/hanging')) return new Promise(() => {});
    // Fails twice (the API not up yet), then renders.
    if (url === '/flaky-warm' && globalThis.prerenderCalls.filter((call) => call === url).length < 3) {
      throw new Error('the API is not up yet');
    }
    if (url.startsWith('/missing')) return null;
    return { html: '<h1>' + url + '</h1>', state: { queries: [], mutations: [] } };
  },
};
`;

declare global {
  var prerenderCalls: string[];
}

describe('createPrerenderRoute', () => {
  let folder: string;
  let server: TStaticServer | undefined;
  let clock = 0;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'prerender-route-'));
    await writeFile(join(folder, 'prerender.cjs'), BUNDLE);
    globalThis.prerenderCalls = [];
    clock = 0;
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
    await rm(folder, { recursive: true, force: true });
  });

  const start = async (bundlePath = join(folder, 'prerender.cjs')) => {
    const route = createPrerenderRoute({
      bundlePath,
      apiUrl: 'http://127.0.0.1:4000',
      log: pino({ level: 'silent' }),
      maxAgeMs: 1_000,
      renderTimeoutMs: 200,
      warmRetryMs: 20,
      now: () => clock,
    });
    server = await startStaticServer({
      root: folder,
      port: 0,
      host: '127.0.0.1',
      spaFallback: false,
      cors: true,
      log: pino({ level: 'silent' }),
      routes: { '/_prerender': route.handle },
    });
    return route;
  };

  const ask = (path: string) => fetch(`${server!.url}/_prerender?path=${encodeURIComponent(path)}`);

  it('answers a page as HTML with its data', async () => {
    await start();
    const response = await ask('/blog?page=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(ZPrerenderedPage.parse(await response.json())).toEqual({
      html: '<h1>/blog?page=2</h1>',
      state: { queries: [], mutations: [] },
    });
  });

  it('says 404 for a page the remote does not prerender', async () => {
    await start();
    const response = await ask('/missing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No prerendered page at /missing' });
  });

  it.each([
    ['no path', ''],
    ['another site', '//evil.example/signin'],
    ['a full address', 'https://evil.example/'],
    ['a relative path', 'signin'],
  ])('refuses %s with 400, naming the problem', async (_case, path) => {
    await start();
    const response = await fetch(
      path
        ? `${server!.url}/_prerender?path=${encodeURIComponent(path)}`
        : `${server!.url}/_prerender`,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/path|string/);
    expect(globalThis.prerenderCalls).toEqual([]);
  });

  it('renders a page once for many visitors, and again for the next visitor once it is old', async () => {
    await start();
    await Promise.all([ask('/signin'), ask('/signin'), ask('/signin')]);
    expect(globalThis.prerenderCalls).toEqual(['/signin']);

    clock = 1_001;
    // The old copy goes out at once; the page is rendered again behind it.
    expect((await ask('/signin')).status).toBe(200);
    await expect.poll(() => globalThis.prerenderCalls).toEqual(['/signin', '/signin']);
  });

  it('answers 503 when the page throws, and the next ask tries again', async () => {
    await start();
    expect((await ask('/broken')).status).toBe(503);
    expect((await ask('/broken')).status).toBe(503);
    expect(globalThis.prerenderCalls).toEqual(['/broken', '/broken']);
  });

  it('gives up on a render that hangs, and the next ask tries again', async () => {
    await start();
    expect((await ask('/hanging')).status).toBe(503);
    expect((await ask('/hanging')).status).toBe(503);
    expect(globalThis.prerenderCalls).toEqual(['/hanging', '/hanging']);
  });

  it('renders the warm pages before the first visitor, trying a failed one again behind', async () => {
    const route = await start();
    await route.warm();
    expect(globalThis.prerenderCalls).toEqual(['/warm', '/flaky-warm']);
    await ask('/warm');
    expect(globalThis.prerenderCalls.filter((call) => call === '/warm')).toHaveLength(1);

    await expect
      .poll(() => globalThis.prerenderCalls.filter((call) => call === '/flaky-warm'))
      .toHaveLength(3);
    expect((await ask('/flaky-warm')).status).toBe(200);
    expect(globalThis.prerenderCalls.filter((call) => call === '/flaky-warm')).toHaveLength(3);
  });

  it('answers 503 when there is no bundle, and warming says so without throwing', async () => {
    const route = await start(join(folder, 'not-built.cjs'));
    await expect(route.warm()).resolves.toBeUndefined();
    expect((await ask('/signin')).status).toBe(503);
  });
});
