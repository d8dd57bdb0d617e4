import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startStaticServer, type TStaticServer } from '@manifest/static-server/start-static-server';
import type { ChildProcess } from 'node:child_process';
import {
  REPO_ROOT,
  runToEnd,
  startInBackground,
  stopProcessGroup,
  waitForUrl,
} from './support/processes';

const SHELL_PORT = 3120;
const BLOG_PORT = 3121;
const SHELL_DIST = join(REPO_ROOT, 'shell', 'dist');

/** A fingerprint of every file the shell serves: it must not change when a remote is redeployed. */
const fingerprint = (folder: string) => {
  const hash = createHash('sha256');
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
};

const buildBlogInto = (outputDir: string, buildId: string) =>
  // Its browser build alone, as static files (its server and per-request pages are not needed).
  runToEnd(
    'npx',
    [
      'rspack',
      'build',
      '-c',
      'remotes/blog/rspack.config.ts',
      '--config-name',
      'blog',
      '-o',
      outputDir,
    ],
    {
      BUILD_ID: buildId,
      NODE_ENV: 'production',
    },
  );

let blogServer: TStaticServer | undefined;
let shell: ChildProcess | undefined;

test.afterAll(async () => {
  if (shell) stopProcessGroup(shell);
  await blogServer?.close();
});

// With the service worker on: a redeployed remote reaches an installed app at the next load.
test.use({ serviceWorkers: 'allow' });

test('a remote rebuilt and redeployed alone shows in the running shell', async ({ page }) => {
  test.setTimeout(120_000);
  const deployDir = mkdtempSync(join(tmpdir(), 'manifest-blog-deploy-'));

  // The blog team deploys version one to its own host.
  await buildBlogInto(deployDir, 'deploy-one');
  blogServer = await startStaticServer({
    root: deployDir,
    port: BLOG_PORT,
    host: '127.0.0.1',
    spaFallback: true,
    cors: true,
  });

  // The running shell learns the blog's address from its run-time manifest.
  shell = startInBackground('node', ['shell/dist-node/server.mjs'], {
    SHELL_PORT: String(SHELL_PORT),
    REMOTE_BLOG_URL: `http://127.0.0.1:${BLOG_PORT}/mf-manifest.json`,
  });
  await waitForUrl(`http://localhost:${SHELL_PORT}/remotes.json`);
  const shellBefore = fingerprint(SHELL_DIST);

  await page.goto(`http://localhost:${SHELL_PORT}/blog`);
  await expect(page.locator('[data-remote="blog"]')).toHaveAttribute('data-build-id', 'deploy-one');
  // The app is installed: its service worker answers the page's requests from now on.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.reload();
  await expect(page.locator('[data-remote="blog"]')).toHaveAttribute('data-build-id', 'deploy-one');

  // Version two: only the blog is rebuilt and redeployed.
  await buildBlogInto(deployDir, 'deploy-two');
  await page.reload();
  await expect(page.locator('[data-remote="blog"]')).toHaveAttribute('data-build-id', 'deploy-two');

  expect(fingerprint(SHELL_DIST)).toBe(shellBefore);
});
