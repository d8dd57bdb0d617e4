// Installs the root workspaces and the CMS (its own npm project: Strapi needs
// React 18, the frontends React 19) from their lockfiles, when needed.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run, step } from './run.mjs';

const isStale = (folder) => {
  const installed = join(ROOT, folder, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, folder, 'package-lock.json');
  return !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
};

export async function ensureInstalled({ force = false } = {}) {
  if (force || isStale('.')) {
    await step('Installing npm workspaces (npm ci)', () =>
      run('npm', ['ci', '--no-audit', '--no-fund']),
    );
  }
  if (force || isStale('cms')) {
    await step('Installing the CMS (npm ci --prefix cms)', () =>
      run('npm', ['ci', '--prefix', 'cms', '--no-audit', '--no-fund']),
    );
  }
}
