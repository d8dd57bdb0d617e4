import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Compiler, Configuration } from '@rspack/core';
import { injectManifest } from 'workbox-build';

import { typescriptRule } from '@manifest/build-config/typescript-rule';

const workerDir = dirname(fileURLToPath(import.meta.url));
const shellDist = join(workerDir, '..', 'dist');
const buildDir = join(workerDir, '..', '.service-worker-build');

/** Writes the list of the shell's built files into the worker, as shell/dist/sw.js. */
class PrecacheListPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecacheListPlugin', async () => {
      const { count, size, warnings } = await injectManifest({
        swSrc: join(buildDir, 'sw.js'),
        swDest: join(shellDist, 'sw.js'),
        globDirectory: shellDist,
        // The HTML is the server's (written per route): pages are cached as they are opened.
        // The install icons are fetched by the browser itself when it installs the app.
        globPatterns: ['**/*.{js,css,webmanifest,svg,woff2}'],
        globIgnores: ['sw.js', 'mf-*', '**/*.map'],
        // Built files carry their content hash in the name: no revision needed.
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      });
      for (const warning of warnings) console.warn(`service worker: ${warning}`);
      console.log(`service worker: ${count} shell files precached (${Math.round(size / 1024)} KB)`);
    });
  }
}

/** The service worker: built after the shell (whose files it lists), at a fixed name. */
const serviceWorkerConfig: Configuration = {
  name: 'service-worker',
  dependencies: ['shell'],
  context: workerDir,
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  devtool: false,
  target: 'webworker',
  entry: { sw: './sw.ts' },
  output: { path: buildDir, filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [typescriptRule(process.env.NODE_ENV !== 'development')],
  },
  plugins: [new PrecacheListPlugin()],
};

export default serviceWorkerConfig;
