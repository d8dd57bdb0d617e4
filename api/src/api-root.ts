import { fileURLToPath } from 'node:url';

/**
 * The api folder; relative paths in the environment are resolved from here, not from the
 * cwd. This module sits one folder below it in the sources (src/) and in the built server
 * (dist/server.mjs, which carries it), so one `..` reaches it from either.
 */
export const API_ROOT = fileURLToPath(new URL('../', import.meta.url));
