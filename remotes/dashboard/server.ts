import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startRemoteServer } from '@manifest/static-server/start-remote-server';

await startRemoteServer({
  name: 'dashboard',
  appDir: dirname(fileURLToPath(import.meta.url)),
  // Its pages' frames as HTML, for the shell to send a signed-in browser before any script has run.
  prerenders: true,
});
