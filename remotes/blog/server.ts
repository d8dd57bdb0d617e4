import { appDirOf } from '@manifest/static-server/app-dir';
import { closeOnSignals } from '@manifest/static-server/close-on-signals';
import { startRemoteServer } from '@manifest/static-server/start-remote-server';

const server = await startRemoteServer({
  name: 'blog',
  appDir: appDirOf(import.meta.url),
  // The blog and its posts as HTML, drawn per request with their CMS content.
  prerenders: true,
});
closeOnSignals(server);
