// Builds the shell and the four remotes, every server for Node (rspack: api/dist/,
// <app>/dist-node/, packages/stripe-standin/dist/), and the CMS (`strapi build`: its
// server code and admin panel, about a minute, so only when a CMS source file is newer
// than the last build; its lines are labelled [cms], as it may run beside other steps).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run, step } from './run.mjs';

const CMS = join(ROOT, 'cms');
const CMS_BUILD_MARKER = join(CMS, 'dist', 'build', 'index.html');
const CMS_SOURCES = ['src', 'config', 'package.json', 'tsconfig.json'];

const newestChange = (path) => {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
};

const isCmsBuildStale = () =>
  !existsSync(CMS_BUILD_MARKER) ||
  CMS_SOURCES.some(
    (source) => newestChange(join(CMS, source)) > statSync(CMS_BUILD_MARKER).mtimeMs,
  );

export async function buildFrontends() {
  await step('Building the shell, the remotes and the servers (rspack)', () =>
    run('npx', ['rspack', 'build', '-c', 'rspack.config.ts'], {
      env: { ...process.env, NODE_ENV: 'production' },
    }),
  );
}

export async function ensureCmsBuilt({ force = false } = {}) {
  if (!force && !isCmsBuildStale()) return;
  await step('Building the CMS (strapi build)', () =>
    run('npm', ['run', 'build', '--prefix', 'cms'], {
      env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
      prefix: 'cms',
      color: 'magenta',
    }),
  );
}
