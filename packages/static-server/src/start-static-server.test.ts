import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { LONG_CACHE, NO_CACHE } from './cache-control';
import { startStaticServer, type TStaticServer } from './start-static-server';

describe('startStaticServer', () => {
  let root: string;
  let server: TStaticServer | undefined;
  let upstream: Server | undefined;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'static-server-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(root, 'main.0123abcd.js'), 'console.log(1)');
    await writeFile(join(root, 'remoteEntry.js'), 'var remote;');
    await writeFile(join(root, 'mf-manifest.json'), '{}');
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
    await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(undefined)));
    upstream = undefined;
    await rm(root, { recursive: true, force: true });
  });

  const start = async (options: Partial<Parameters<typeof startStaticServer>[0]> = {}) => {
    server = await startStaticServer({
      root,
      port: 0,
      host: '127.0.0.1',
      spaFallback: false,
      cors: false,
      ...options,
    });
    return server.url;
  };

  it('caches hashed files for long and makes entry files revalidate', async () => {
    const url = await start();

    const hashed = await fetch(`${url}/main.0123abcd.js`);
    expect(await hashed.text()).toBe('console.log(1)');
    expect(hashed.headers.get('cache-control')).toBe(LONG_CACHE);

    for (const name of ['index.html', 'remoteEntry.js', 'mf-manifest.json']) {
      const response = await fetch(`${url}/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    }
  });

  it('compresses what it serves when the browser accepts it', async () => {
    const bundle = `export const words = ${JSON.stringify('manifest '.repeat(2_000))};`;
    await writeFile(join(root, 'chunk.89abcdef.js'), bundle);
    const url = await start();

    // Raw bytes, as they travel (fetch would inflate them).
    const { encoding, body } = await new Promise<{ encoding?: string; body: Buffer }>(
      (resolve, reject) =>
        get(`${url}/chunk.89abcdef.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject),
    );
    expect(encoding).toBe('gzip');
    expect(body.length).toBeLessThan(bundle.length / 10);
    expect(gunzipSync(body).toString()).toBe(bundle);

    const plain = await fetch(`${url}/chunk.89abcdef.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bundle);
  });

  it('serves files written after it started (a redeployed build)', async () => {
    const url = await start();
    await writeFile(join(root, 'chunk.89abcdef.js'), 'new');

    const response = await fetch(`${url}/chunk.89abcdef.js`);
    expect(await response.text()).toBe('new');
  });

  it('answers deep links with index.html when it is an SPA, and 404 otherwise', async () => {
    const spaUrl = await start({ spaFallback: true });
    const deepLink = await fetch(`${spaUrl}/blog/some-post`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<title>app</title>');
    expect(deepLink.headers.get('cache-control')).toBe(NO_CACHE);

    // A path that is not a URL on its own ('//') is a path here, and the server lives on.
    const doubleSlash = await new Promise<number>((resolve, reject) => {
      get({ host: '127.0.0.1', port: server!.port, path: '//' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(doubleSlash).toBe(200);
    expect((await fetch(`${spaUrl}/deep/link`)).status).toBe(200);
    expect((await fetch(`${spaUrl}/missing.0123abcd.js`)).status).toBe(404);
    await server?.close();

    const plainUrl = await start({ spaFallback: false });
    expect((await fetch(`${plainUrl}/blog/some-post`)).status).toBe(404);
  });

  it('sends CORS headers only when asked', async () => {
    const corsUrl = await start({ cors: true });
    const response = await fetch(`${corsUrl}/remoteEntry.js`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    await server?.close();

    const plainUrl = await start({ cors: false });
    const plain = await fetch(`${plainUrl}/remoteEntry.js`);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers its own routes and forwards proxied paths with their full path', async () => {
    const received: string[] = [];
    upstream = createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      response.setHeader('Content-Type', 'application/json');
      response.end('{"from":"api"}');
    });
    await new Promise<void>((resolve) => upstream?.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;

    const url = await start({
      spaFallback: true,
      proxy: { paths: ['/api', '/auth'], target: `http://127.0.0.1:${port}` },
      routes: {
        '/remotes.json': (_request, response) => {
          response.setHeader('Content-Type', 'application/json');
          response.end('{"remotes":[]}');
        },
      },
    });

    expect(await (await fetch(`${url}/remotes.json`)).json()).toEqual({ remotes: [] });
    expect(await (await fetch(`${url}/api/auth/user?x=1`)).json()).toEqual({ from: 'api' });
    await fetch(`${url}/auth/google`);
    expect(received).toEqual(['GET /api/auth/user?x=1', 'GET /auth/google']);
    expect(await (await fetch(`${url}/signin`)).text()).toContain('<title>app</title>');
  });
});
