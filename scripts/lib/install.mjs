// Installs the root workspaces and the CMS (its own npm project: Strapi needs
// React 18, the frontends React 19) from their lockfiles, when needed.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run, step, together } from './run.mjs';

const isStale = (folder) => {
  const installed = join(ROOT, folder, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, folder, 'package-lock.json');
  return !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
};

export async function ensureRootInstalled({ force = false } = {}) {
  if (!force && !isStale('.')) return;
  await step('Installing npm workspaces (npm ci)', () =>
    run('npm', ['ci', '--no-audit', '--no-fund']),
  );
}

/** Its lines are labelled [cms]: it runs beside the root's install and builds. */
export async function ensureCmsInstalled({ force = false } = {}) {
  if (!force && !isStale('cms')) return;
  await step('Installing the CMS (npm ci --prefix cms)', () =>
    run('npm', ['ci', '--prefix', 'cms', '--no-audit', '--no-fund'], {
      prefix: 'cms',
      color: 'magenta',
    }),
  );
}

/** Both, side by side: each spends most of its time on the network and the disk. */
export async function ensureInstalled({ force = false } = {}) {
  await together(ensureRootInstalled({ force }), ensureCmsInstalled({ force }));
}
