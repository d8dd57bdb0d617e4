import { appDirOf } from '@manifest/static-server/app-dir';
import { closeOnSignals } from '@manifest/static-server/close-on-signals';
import { startRemoteServer } from '@manifest/static-server/start-remote-server';

const server = await startRemoteServer({
  name: 'dashboard',
  // Its pages' frames are built as HTML beside its manifest: served as files.
  appDir: appDirOf(import.meta.url),
});
closeOnSignals(server);
