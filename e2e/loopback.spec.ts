import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './ports';

// The product as `npm start` and this run start it (no HOST): the shell (whose proxy
// fronts an API running with the committed local-only secrets) and the remotes answer
// on loopback only, never on the machine's network address.

/** This machine's first address on a network (not loopback), if it has one. */
const NETWORK_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

const SERVERS = {
  shell: E2E_PORTS.shell,
  dashboard: E2E_PORTS.dashboard,
  practice: E2E_PORTS.practice,
  blog: E2E_PORTS.blog,
  account: E2E_PORTS.account,
};

/** How a TCP connection to host:port ends: 'connected', or the error's code (ECONNREFUSED). */
const tryConnect = (host: string, port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(5_000, () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

test('the shell and the remotes answer on loopback, not on the network', async ({ request }) => {
  for (const [name, port] of Object.entries(SERVERS)) {
    const path = name === 'shell' ? '/remotes.json' : '/mf-manifest.json';
    expect((await request.get(`http://127.0.0.1:${port}${path}`)).status(), name).toBe(200);
    expect((await request.get(`http://localhost:${port}${path}`)).status(), name).toBe(200);
  }
  test.skip(!NETWORK_ADDRESS, 'this machine has no non-loopback IPv4 address to try');
  for (const [name, port] of Object.entries(SERVERS)) {
    expect({ name, connection: await tryConnect(NETWORK_ADDRESS ?? '', port) }).toEqual({
      name,
      connection: 'ECONNREFUSED',
    });
  }
});
