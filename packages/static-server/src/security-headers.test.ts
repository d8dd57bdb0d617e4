import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TSecurityPolicy } from './security-policy';
import { startStaticServer, type TStaticServer } from './start-static-server';
import { findClosedPort, startFakeUpstream, type TFakeUpstream } from './testing/fake-upstream';

const POLICY: TSecurityPolicy = {
  remoteOrigins: ['http://localhost:3001', 'https://cdn.example.com'],
  stripeJsOrigin: 'http://127.0.0.1:4242',
};

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self' http://localhost:3001 https://cdn.example.com https://js.stripe.com https://*.js.stripe.com http://127.0.0.1:4242",
  "script-src-attr 'none'",
  "style-src 'self' http://localhost:3001 https://cdn.example.com 'unsafe-inline'",
  "img-src 'self' data: blob: http://localhost:3001 https://cdn.example.com https:",
  "font-src 'self' http://localhost:3001 https://cdn.example.com data:",
  "connect-src 'self' http://localhost:3001 https://cdn.example.com https://api.stripe.com http://127.0.0.1:4242",
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com http://127.0.0.1:4242',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const expectSecurityHeaders = (response: Response, what: string) => {
  const header = (name: string) => [what, name, response.headers.get(name)];
  expect(header('content-security-policy')).toEqual([
    what,
    'content-security-policy',
    EXPECTED_CSP,
  ]);
  expect(header('x-content-type-options')).toEqual([what, 'x-content-type-options', 'nosniff']);
  expect(header('referrer-policy')).toEqual([
    what,
    'referrer-policy',
    'strict-origin-when-cross-origin',
  ]);
  expect(header('permissions-policy')[2]).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(header('permissions-policy')[2]).toContain(
    'payment=(self "https://js.stripe.com" "http://127.0.0.1:4242")',
  );
  expect(header('x-frame-options')).toEqual([what, 'x-frame-options', 'DENY']);
  expect(header('x-powered-by')).toEqual([what, 'x-powered-by', null]);
};

describe('security headers on every answer', () => {
  let root: string;
  let upstream: TFakeUpstream;
  let shell: TStaticServer;
  let shellWithApiDown: TStaticServer;
  let remote: TStaticServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'security-headers-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(root, 'main.0123abcd.js'), 'console.log(1)');
    await writeFile(join(root, 'remoteEntry.js'), 'var remote;');
    await writeFile(join(root, 'mf-manifest.json'), '{}');
    upstream = await startFakeUpstream((_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('X-Powered-By', 'Koa');
      response.end('{"ok":true}');
    });
    const common = { root, port: 0, host: '127.0.0.1', spaFallback: true, securityPolicy: POLICY };
    const routes = {
      '/remotes.json': (_request: unknown, response: ServerResponse) => {
        response.setHeader('Content-Type', 'application/json');
        response.end('{"remotes":[]}');
      },
    };
    shell = await startStaticServer({
      ...common,
      cors: false,
      routes,
      proxy: { paths: ['/api'], target: upstream.url },
    });
    shellWithApiDown = await startStaticServer({
      ...common,
      cors: false,
      proxy: { paths: ['/api'], target: `http://127.0.0.1:${await findClosedPort()}` },
    });
    remote = await startStaticServer({ ...common, cors: true });
  });

  afterAll(async () => {
    await Promise.all([shell.close(), shellWithApiDown.close(), remote.close(), upstream.close()]);
    await rm(root, { recursive: true, force: true });
  });

  it('the shell: HTML, deep link, JS, JSON, 404 and /remotes.json', async () => {
    const answers: Array<[string, number]> = [
      ['/', 200],
      ['/blog/some-post', 200],
      ['/main.0123abcd.js', 200],
      ['/mf-manifest.json', 200],
      ['/remotes.json', 200],
      ['/missing.0123abcd.js', 404],
    ];
    for (const [path, status] of answers) {
      const response = await fetch(`${shell.url}${path}`);
      expect([path, response.status]).toEqual([path, status]);
      expectSecurityHeaders(response, `shell ${path}`);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('the shell: proxied answers, a 413 and a 502 carry them too', async () => {
    const proxied = await fetch(`${shell.url}/api/health`);
    expect(proxied.status).toBe(200);
    expectSecurityHeaders(proxied, 'proxied');

    const tooLarge = await fetch(`${shell.url}/api/goals`, {
      method: 'POST',
      body: new Uint8Array(200 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expectSecurityHeaders(tooLarge, '413');

    const down = await fetch(`${shellWithApiDown.url}/api/health`);
    expect(down.status).toBe(502);
    expectSecurityHeaders(down, '502');
  });

  it('a remote: HTML, JS, JSON, 404 and a CORS preflight, loadable from the shell’s origin', async () => {
    const answers: Array<[string, number, string?]> = [
      ['/', 200],
      ['/remoteEntry.js', 200],
      ['/main.0123abcd.js', 200],
      ['/mf-manifest.json', 200],
      ['/missing.0123abcd.js', 404],
      ['/remoteEntry.js', 204, 'OPTIONS'],
    ];
    for (const [path, status, method = 'GET'] of answers) {
      const response = await fetch(`${remote.url}${path}`, { method });
      expect([method, path, response.status]).toEqual([method, path, status]);
      expectSecurityHeaders(response, `remote ${method} ${path}`);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('a server told nothing allows only its own origin', async () => {
    const plain = await startStaticServer({
      root,
      port: 0,
      host: '127.0.0.1',
      spaFallback: true,
      cors: false,
    });
    try {
      const csp = (await fetch(`${plain.url}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
      expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
    } finally {
      await plain.close();
    }
  });
});
