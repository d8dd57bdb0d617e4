import dns from 'node:dns';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { request } from '@playwright/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { startRemoteServer } from '../../packages/static-server/src/start-remote-server.ts';
import { freePort } from './free-port.mjs';
import { waitForUrl } from './services.mjs';

// The shell and the remotes listen on 127.0.0.1 by default, while `npm start`, the
// shell's own reads of the remotes' manifests and the end-to-end config name them
// `localhost`. On a machine whose hosts file lists `::1 localhost` first, `localhost`
// resolves to ::1 first, where nothing listens: each of those clients must then try
// 127.0.0.1 (Node's and Playwright's "happy eyeballs"), never give up.

const LOOPBACK_IPV6_FIRST = [
  { address: '::1', family: 6 },
  { address: '127.0.0.1', family: 4 },
];

/** `localhost` resolved as such a machine resolves it; every other name as usual. */
function resolveLocalhostIpv6First() {
  const { lookup } = dns;
  const lookupPromise = dns.promises.lookup;
  const matching = (options) =>
    LOOPBACK_IPV6_FIRST.filter(({ family }) => !options?.family || options.family === family);
  const callbackLookup = vi.spyOn(dns, 'lookup').mockImplementation((host, options, callback) => {
    const done = typeof options === 'function' ? options : callback;
    const given = typeof options === 'function' ? {} : options;
    if (host !== 'localhost') return lookup(host, given, done);
    const [first] = matching(given);
    if (given?.all) process.nextTick(done, null, matching(given));
    else process.nextTick(done, null, first.address, first.family);
    return undefined;
  });
  const promiseLookup = vi
    .spyOn(dns.promises, 'lookup')
    .mockImplementation(async (host, options) =>
      host === 'localhost' ? matching(options) : lookupPromise(host, options),
    );
  return { callbackLookup, promiseLookup };
}

/** Whether a TCP connection to host:port is accepted. */
const connects = (host, port) =>
  new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('a remote started without HOST, reached at localhost where localhost is ::1 first', () => {
  let appDir;
  let server;
  let manifestUrl;
  let resolver;

  beforeEach(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'localhost-reach-'));
    await mkdir(join(appDir, 'dist'));
    await writeFile(join(appDir, 'dist', 'mf-manifest.json'), '{"name":"blog"}');
    const port = await freePort();
    server = await startRemoteServer({ name: 'blog', appDir, env: { BLOG_PORT: String(port) } });
    manifestUrl = `http://localhost:${port}/mf-manifest.json`;
    // Nothing answers on ::1: the clients below reach the server only by trying 127.0.0.1 next.
    expect(await connects('::1', port)).toBe(false);
    resolver = resolveLocalhostIpv6First();
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await rm(appDir, { recursive: true, force: true });
  });

  it('answers fetch (the shell reading a remote’s manifest) and npm start’s waitForUrl', async () => {
    const answer = await fetch(manifestUrl);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ name: 'blog' });
    await waitForUrl(manifestUrl, 5_000);
    expect(resolver.callbackLookup).toHaveBeenCalledWith(
      'localhost',
      expect.objectContaining({ all: true }),
      expect.any(Function),
    );
  });

  it('answers Playwright’s requests (its webServer checks and API calls)', async () => {
    const context = await request.newContext();
    try {
      const answer = await context.get(manifestUrl);
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual({ name: 'blog' });
    } finally {
      await context.dispose();
    }
    expect(resolver.promiseLookup).toHaveBeenCalledWith(
      'localhost',
      expect.objectContaining({ family: 6 }),
    );
  });
});
