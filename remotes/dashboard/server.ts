import { appDirOf } from '@manifest/static-server/app-dir';
import { closeOnSignals } from '@manifest/static-server/close-on-signals';
import { startRemoteServer } from '@manifest/static-server/start-remote-server';

const server = await startRemoteServer({
  name: 'dashboard',
  appDir: appDirOf(import.meta.url),
  // Its pages' frames as HTML, for the shell to send a signed-in browser before any script has run.
  prerenders: true,
});
closeOnSignals(server);
