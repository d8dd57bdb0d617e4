import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startRemoteServer } from './start-remote-server';
import type { TStaticServer } from './start-static-server';
import { NETWORK_ADDRESS, tryConnect } from './listening-probes';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const manifestStatus = async (host: string, port: number) =>
  (await fetch(`http://${host}:${port}/mf-manifest.json`)).status;

describe('startRemoteServer', () => {
  let appDir: string;
  let server: TStaticServer | undefined;

  beforeEach(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'remote-server-'));
    await mkdir(join(appDir, 'dist'));
    await writeFile(join(appDir, 'dist', 'mf-manifest.json'), '{}');
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
    await rm(appDir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string>) => {
    const port = await freePort();
    server = await startRemoteServer({
      name: 'blog',
      appDir,
      env: { BLOG_PORT: String(port), ...env },
    });
    return port;
  };

  it('listens on loopback only without HOST', async (context) => {
    const port = await start({});
    expect(await manifestStatus('127.0.0.1', port)).toBe(200);
    if (!NETWORK_ADDRESS) {
      context.skip('this machine has no non-loopback IPv4 address to try');
      return;
    }
    expect(await tryConnect(NETWORK_ADDRESS, port)).toBe('ECONNREFUSED');
    expect(server?.url).toBe(`http://127.0.0.1:${port}`);
  });

  it('listens on every interface with HOST=0.0.0.0', async () => {
    const port = await start({ HOST: '0.0.0.0' });
    expect(await manifestStatus('127.0.0.1', port)).toBe(200);
    if (NETWORK_ADDRESS) expect(await manifestStatus(NETWORK_ADDRESS, port)).toBe(200);
  });

  it('refuses to start on a HOST that is no address, naming it', async () => {
    await expect(start({ HOST: 'every interface' })).rejects.toThrow(
      /HOST.*must be an IP address \(127\.0\.0\.1, 0\.0\.0\.0, ::1\) or a host name/,
    );
  });
});
