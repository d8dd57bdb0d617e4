import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';

import { SIGNED_IN_HINT_COOKIE } from '@manifest/api-client/session-storage';
import { START_CHUNKS_FILE } from '@manifest/build-config/start-chunks-file';
import { appDirOf } from '@manifest/static-server/app-dir';
import { closeOnSignals } from '@manifest/static-server/close-on-signals';
import { createServerLog } from '@manifest/static-server/server-log';
import { startStaticServer } from '@manifest/static-server/start-static-server';

import { API_BODY_LIMITS } from './server/api-body-limits';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from './src/app/route-table';
import { createInlineStylesheets } from './server/inline-stylesheets';
import { createLinkPreviews } from './server/link-previews';
import { createPrerenderedPages, insertPrerendered } from './server/prerendered-pages';
import { createSignedInChrome } from './server/signed-in-chrome';
import {
  createRemotePreloads,
  shellStartScripts,
  startChunkScripts,
} from './server/remote-preloads';
import { createRemotePageLists } from './server/remote-page-lists';
import { readShellConfig } from './server/shell-config';
import { REMOTES_MANIFEST_PATH } from './src/remotes/remotes-manifest';

const APP_DIR = appDirOf(import.meta.url);
const DIST_DIR = join(APP_DIR, 'dist');
const ROUTES = { signedOut: SIGNED_OUT_ROUTES, signedIn: SIGNED_IN_ROUTES };
/** The shell's own built stylesheets: a flat name with its hash, nothing else. */
const OWN_STYLESHEET = /^\/[\w.-]+\.css$/;

const config = readShellConfig();
/** A file of the build, read once at start: the server hints nothing from one it lacks. */
const readBuildJson = (file: string): Promise<unknown> =>
  readFile(join(DIST_DIR, file), 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    () => null,
  );
// The shell's build manifest (federation's MANIFEST_FILENAME): the files of React and co.
const shellManifest = await readBuildJson('mf-manifest.json');
// The chunks of the app's start and of the signed-in chrome (StartChunksPlugin).
const startChunks = await readBuildJson(START_CHUNKS_FILE);
const remotesJson = JSON.stringify(config.remotesManifest);
// The route's remote files asked for at once, and /remotes.json already in the page.
const remotePreloads = createRemotePreloads({
  remotesManifest: config.remotesManifest,
  shellScripts: shellStartScripts(shellManifest),
  appStartScripts: startChunkScripts(startChunks, 'bootstrap'),
  signedInScripts: startChunkScripts(startChunks, 'signed-in-layout'),
  routes: ROUTES,
});
// Each page's title and description, from its remote's page list (pages.json).
const pageLists = createRemotePageLists({ remotesManifest: config.remotesManifest });
// A page as HTML, drawn before any script has run, as its remote's list says: built beside
// its manifest, or drawn by its server per request (CMS content). A signed-in page's frame
// goes inside the signed-in chrome this shell's build wrote (dist/prerendered/).
const signedInChrome = createSignedInChrome(DIST_DIR);
const prerenderedPages = createPrerenderedPages({
  remotesManifest: config.remotesManifest,
  routes: ROUTES,
  lineOf: pageLists.lineOf,
  signedInChrome: signedInChrome.at,
});
// Its stylesheets written into it: drawn as soon as the HTML arrives.
const inlineStylesheets = createInlineStylesheets({
  readOwn: async (path) => {
    if (!OWN_STYLESHEET.test(path)) throw new Error(`not a stylesheet of the shell: ${path}`);
    return readFile(join(DIST_DIR, path), 'utf8');
  },
  allowedOrigins: new Set(config.remotesManifest.remotes.map(({ entry }) => new URL(entry).origin)),
});
// A blog post's title and Open Graph tags in the HTML, for crawlers that run no script.
const linkPreviews = createLinkPreviews({ apiUrl: config.apiUrl });

// The one origin the browser sees: the built shell, /remotes.json, and the API behind it.
const server = await startStaticServer({
  root: DIST_DIR,
  port: config.port,
  host: config.host,
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
  transformPage: async (pathname, html, request) => {
    const { cookie } = request.headers;
    // Prerendered only with its remote's stylesheet in the page (the route's files known):
    // drawn without it, the page would shift when the app adds the sheet.
    const files = await remotePreloads.filesFor(pathname, cookie);
    const prerendered = files ? await prerenderedPages.read(request.url ?? pathname, cookie) : null;
    const page = await remotePreloads.transform(pathname, html, cookie, {
      isPrerendered: prerendered !== null,
      files,
    });
    // The route's title and description (its remote's page list), prerendered or not.
    return linkPreviews(
      pathname,
      await pageLists.transform(
        pathname,
        prerendered ? inlineStylesheets.inline(insertPrerendered(page, prerendered)) : page,
        cookie,
      ),
    );
  },
  routes: {
    [REMOTES_MANIFEST_PATH]: (_request, response) => {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      response.end(remotesJson);
    },
  },
});

// The first visitors get hints, titles, prerendered pages and the stylesheets of a page of
// each prerendering remote (signed out and signed in): the remotes' manifests and page
// lists are read until each has answered (remotes started beside the shell may not have yet).
const WARM_RETRY_MS = 1_000;
const WARM_ATTEMPTS = 120;
const warm = async () => {
  for (let attempt = 1; attempt <= WARM_ATTEMPTS; attempt++) {
    const read = await Promise.all([remotePreloads.warm(), pageLists.warm()]);
    if (read.every(Boolean)) break;
    await setTimeout(WARM_RETRY_MS, undefined, { ref: false });
  }
  const index = await readFile(join(DIST_DIR, 'index.html'), 'utf8');
  const pages = await pageLists.warmPages();
  for (const { path, signedIn } of pages) {
    const cookie = signedIn ? `${SIGNED_IN_HINT_COOKIE}=1` : undefined;
    const page = await remotePreloads.transform(path, index, cookie, { isPrerendered: true });
    inlineStylesheets.warm(page);
  }
};
void warm();

server.log.info(
  { url: server.url, api: config.apiUrls, remotes: config.remotesManifest.remotes },
  `shell on ${server.url} (API ${config.apiUrls.join(', ')})`,
);
closeOnSignals(server);
