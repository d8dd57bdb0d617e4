import { join } from 'node:path';

/** Where an app's build writes its prerender bundle, and a server reads it (from the app's folder). */
export const PRERENDER_BUNDLE_DIR = 'dist-server';
export const PRERENDER_BUNDLE = join(PRERENDER_BUNDLE_DIR, 'prerender.cjs');

/** The folder of an app's build (beside its mf-manifest.json) that holds its built pages. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Where a page built as HTML is, relative to its app's mf-manifest.json:
 * `/` is `prerendered/index.html`, `/signup/payment` is `prerendered/signup/payment.html`.
 */
export const prerenderedFileOf = (path: string): string =>
  `${PRERENDERED_DIR}/${path === '/' ? 'index' : path.slice(1)}.html`;
