import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './ports';
import { NETWORK_ADDRESS, tryConnect } from '@manifest/static-server/listening-probes';

// The product as `npm start` and this run start it (no HOST): the shell (whose proxy
// fronts an API running with the committed local-only secrets) and the remotes answer
// on loopback only, never on the machine's network address.

const SERVERS = {
  shell: E2E_PORTS.shell,
  dashboard: E2E_PORTS.dashboard,
  practice: E2E_PORTS.practice,
  blog: E2E_PORTS.blog,
  account: E2E_PORTS.account,
};

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
