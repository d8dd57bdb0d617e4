import { join } from 'node:path';

/** Where a remote's build writes its prerender bundle, and its server reads it (from the remote's folder). */
export const PRERENDER_BUNDLE_DIR = 'dist-server';
export const PRERENDER_BUNDLE = join(PRERENDER_BUNDLE_DIR, 'prerender.cjs');
