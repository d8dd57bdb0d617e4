// Builds the shell and the four remotes (rspack, about a second each) and the
// Strapi admin panel (about a minute, so only when it is missing).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run, step } from './run.mjs';

export async function buildFrontends() {
  await step('Building the shell and the remotes (rspack)', () =>
    run('npx', ['rspack', 'build', '-c', 'rspack.config.ts'], {
      env: { ...process.env, NODE_ENV: 'production' },
    }),
  );
}

export async function ensureCmsAdminBuilt({ force = false } = {}) {
  if (!force && existsSync(join(ROOT, 'cms', 'dist', 'build', 'index.html'))) return;
  await step('Building the CMS admin panel (strapi build)', () =>
    run('npm', ['run', 'build', '--prefix', 'cms'], {
      env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
    }),
  );
}
