import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { closeOnSignals } from '@manifest/static-server/close-on-signals';
import { createServerLog } from '@manifest/static-server/server-log';
import { startStaticServer } from '@manifest/static-server/start-static-server';

import { API_BODY_LIMITS } from './src/server/api-body-limits';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from './src/app/route-table';
import { createLinkPreviews } from './src/server/link-previews';
import { createRemotePreloads, shellStartScripts } from './src/server/remote-preloads';
import { readShellConfig } from './src/server/shell-config';
import { REMOTES_MANIFEST_PATH } from './src/remotes/remotes-manifest';

const APP_DIR = dirname(fileURLToPath(import.meta.url));

const config = readShellConfig();
const remotesJson = JSON.stringify(config.remotesManifest);
// The route's remote files asked for at once, and /remotes.json already in the page.
const remotePreloads = createRemotePreloads({
  remotesManifest: config.remotesManifest,
  // The shell's build manifest (federation's MANIFEST_FILENAME): the files of React and co.
  shellScripts: await readFile(join(APP_DIR, 'dist', 'mf-manifest.json'), 'utf8').then(
    (text) => shellStartScripts(JSON.parse(text)),
    () => [],
  ),
  routes: { signedOut: SIGNED_OUT_ROUTES, signedIn: SIGNED_IN_ROUTES },
});
void remotePreloads.warm();
// A blog post's title and Open Graph tags in the HTML, for crawlers that run no script.
const linkPreviews = createLinkPreviews({ apiUrl: config.apiUrl });

// The one origin the browser sees: the built shell, /remotes.json, and the API behind it.
const server = await startStaticServer({
  root: join(APP_DIR, 'dist'),
  port: config.port,
  host: '0.0.0.0',
  spaFallback: true,
  cors: false,
  proxy: {
    // The blog's sitemap and RSS feed are the API's, at the addresses crawlers expect.
    paths: ['/api', '/auth', '/sitemap.xml', '/rss.xml'],
    target: config.apiUrls,
    bodyLimits: API_BODY_LIMITS,
    idleTimeoutMs: config.proxyIdleTimeoutMs,
  },
  securityPolicy: config.securityPolicy,
  log: createServerLog('shell'),
  transformPage: async (pathname, html, request) =>
    linkPreviews(pathname, await remotePreloads.transform(pathname, html, request.headers.cookie)),
  routes: {
    [REMOTES_MANIFEST_PATH]: (_request, response) => {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      response.end(remotesJson);
    },
  },
});

server.log.info(
  { url: server.url, api: config.apiUrls, remotes: config.remotesManifest.remotes },
  `shell on ${server.url} (API ${config.apiUrls.join(', ')})`,
);
closeOnSignals(server);
