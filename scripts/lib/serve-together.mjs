// `node scripts/lib/serve-together.mjs <server.mjs>...`: several compiled servers in one Node
// process, each on its own port, as `npm start` runs the four remotes (one Node baseline
// instead of four). Each stays deployable alone: `node remotes/<name>/dist-node/server.mjs`.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { SERVING_TOGETHER } from './server-commands.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: node scripts/lib/serve-together.mjs <server.mjs>...');
  process.exit(2);
}
// Each server module starts listening as it loads; one that fails ends the process.
await Promise.all(files.map((file) => import(pathToFileURL(resolve(file)).href)));
console.log(`${SERVING_TOGETHER} ${files.join(', ')}`);
