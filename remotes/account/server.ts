import { appDirOf } from '@manifest/static-server/app-dir';
import { closeOnSignals } from '@manifest/static-server/close-on-signals';
import { startRemoteServer } from '@manifest/static-server/start-remote-server';

const server = await startRemoteServer({
  name: 'account',
  appDir: appDirOf(import.meta.url),
  // The legal pages as HTML, drawn per request with their CMS text (the others are built).
  prerenders: true,
});
closeOnSignals(server);
