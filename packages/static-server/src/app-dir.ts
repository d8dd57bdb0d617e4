import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The app's folder (the nearest one with a package.json) of a server module: the folder of
 * `server.ts` when run from source, the parent of `dist-node/` when run built.
 */
export const appDirOf = (moduleUrl: string): string => {
  const start = dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
};
