import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { NO_BROWSER_UI_FLAG } from '../scripts/lib/chromium-flags.mjs';
import { REMOTES, SERVERS, SERVING_TOGETHER } from '../scripts/lib/server-commands.mjs';
import { E2E_ADMIN, E2E_METRICS_TOKEN, E2E_PORTS, GOOGLE_STANDIN_CLIENT, SHELL_URL } from './ports';

// One fresh data folder per run, shared by the main process and the workers
// (they inherit the environment variable).
process.env.E2E_RUN_DIR ??= mkdtempSync(join(tmpdir(), 'manifest-e2e-'));
const RUN_DIR = process.env.E2E_RUN_DIR;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const remoteUrls = {
  REMOTE_DASHBOARD_URL: `http://localhost:${E2E_PORTS.dashboard}/mf-manifest.json`,
  REMOTE_PRACTICE_URL: `http://localhost:${E2E_PORTS.practice}/mf-manifest.json`,
  REMOTE_BLOG_URL: `http://localhost:${E2E_PORTS.blog}/mf-manifest.json`,
  REMOTE_ACCOUNT_URL: `http://localhost:${E2E_PORTS.account}/mf-manifest.json`,
};
const common = {
  ...remoteUrls,
  API_URL: `http://127.0.0.1:${E2E_PORTS.api}`,
  // Blog images come from the CMS; the shell's and remotes' policy allows its origin.
  CMS_PUBLIC_URL: `http://127.0.0.1:${E2E_PORTS.cms}`,
  // Card fields load the Stripe stand-in's Stripe.js; every page's policy allows it.
  STRIPE_JS_URL: `http://localhost:${E2E_PORTS.stripe}/js/v3`,
};

const REPO = join(import.meta.dirname, '..');

// The compiled servers (`buildFrontends` builds them), started as `npm start` starts them.
const server = (
  name: string,
  command: string,
  ready: { url: string } | { wait: { stdout: RegExp } },
  env: Record<string, string>,
  cwd = REPO,
) => ({
  command,
  ...ready,
  env: { ...common, ...env },
  cwd,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  name,
});

// The four remotes in one process, as `npm start` runs them: up once each one listens.
const remotes = server(
  'remotes',
  SERVERS.remotes(REMOTES),
  { wait: { stdout: new RegExp(SERVING_TOGETHER) } },
  Object.fromEntries(
    REMOTES.map((name) => [`${name.toUpperCase()}_PORT`, String(E2E_PORTS[name])]),
  ),
);

// Screenshots for review only (see e2e/review/), never in the test run.
const REVIEW_ONLY = process.env.E2E_REVIEW ? [] : ['review/**'];
// The admin's figures count every user of the running product, so these tests see
// exactly what they did only while no other test runs.
const ALONE = ['admin-analytics.spec.ts'];

export default defineConfig({
  testDir: '.',
  outputDir: join(import.meta.dirname, '..', 'test-results', 'e2e'),
  // Each test signs up its own user, so files can run side by side: two workers take 12 min
  // against 30 for one on 2 cores. A test that times what the page does records it in the
  // page (chat-panels' streamed reply) or gives events their own times (the swipe), so the
  // load of the other worker cannot change what it sees.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: join(import.meta.dirname, '..', 'test-results', 'playwright.json') }],
  ],
  use: {
    baseURL: SHELL_URL,
    // The service worker caches and answers requests itself, out of page.route's reach; the
    // specs that test offline use and updates turn it on (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        NO_BROWSER_UI_FLAG,
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [...REVIEW_ONLY, ...ALONE],
    },
    {
      // After every other test (and only when they passed): nobody else signs up or pays.
      // To run it by itself: `npx playwright test -c e2e/playwright.config.ts --no-deps admin`.
      name: 'chromium-alone',
      use: { ...devices['Desktop Chrome'] },
      testMatch: ALONE,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    server(
      'cms',
      SERVERS.cms,
      { url: `http://127.0.0.1:${E2E_PORTS.cms}/_health` },
      {
        PORT: String(E2E_PORTS.cms),
        DATABASE_FILENAME: join(RUN_DIR, 'cms.db'),
        // The first admin is generated; its credentials stay in this run's folder.
        CMS_ADMIN_CREDENTIALS_FILE: join(RUN_DIR, 'admin-credentials.txt'),
        STRAPI_TELEMETRY_DISABLED: 'true',
      },
      join(REPO, 'cms'),
    ),
    server(
      'stripe',
      SERVERS.stripe(
        `--port ${E2E_PORTS.stripe} --webhook-url http://127.0.0.1:${E2E_PORTS.api}/api/stripe/webhook`,
      ),
      { url: `http://localhost:${E2E_PORTS.stripe}/js/v3` },
      {},
    ),
    // A stand-in for tests only, no part of the product: run from source.
    server(
      'google',
      `npm start -w @manifest/google-standin -- --port ${E2E_PORTS.google} --redirect-uri ${SHELL_URL}/auth/google/callback --client-id ${GOOGLE_STANDIN_CLIENT.id} --client-secret ${GOOGLE_STANDIN_CLIENT.secret}`,
      { url: `http://127.0.0.1:${E2E_PORTS.google}/.well-known/openid-configuration` },
      {},
    ),
    server(
      'api',
      SERVERS.api,
      { url: `http://127.0.0.1:${E2E_PORTS.api}/api/health` },
      {
        API_PORT: String(E2E_PORTS.api),
        API_DATA_DIR: join(RUN_DIR, 'pglite'),
        CMS_URL: `http://127.0.0.1:${E2E_PORTS.cms}`,
        // Behind the shell's proxy, as `npm start` runs it.
        API_TRUST_PROXY: 'true',
        METRICS_TOKEN: E2E_METRICS_TOKEN,
        // /api/test-setup/*: tests set up what no user could (a trial that ended).
        API_TEST_SETUP: 'true',
        // The offline guide's reply takes ~1.5 s to write: a test sees it grow even while the
        // other worker keeps the browser busy.
        AI_OFFLINE_PAUSE_MS: '80',
        MAIL_OUTBOX_DIR: join(RUN_DIR, 'outbox'),
        STRIPE_API_URL: `http://127.0.0.1:${E2E_PORTS.stripe}`,
        // Links in emails and Google's redirect URI name the shell of this run.
        APP_URL: SHELL_URL,
        GOOGLE_CLIENT_ID: GOOGLE_STANDIN_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_STANDIN_CLIENT.secret,
        GOOGLE_ISSUER_URL: `http://127.0.0.1:${E2E_PORTS.google}`,
        ADMIN_EMAILS: E2E_ADMIN.email,
        // Every browser of the run reaches the API from 127.0.0.1, and the run signs up
        // more people than one address may in an hour (the limit has its own API tests).
        SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
      },
    ),
    remotes,
    server(
      'shell',
      SERVERS.shell,
      { url: `${SHELL_URL}/remotes.json` },
      { SHELL_PORT: String(E2E_PORTS.shell) },
    ),
    server(
      'shell-dead-blog',
      SERVERS.shell,
      { url: `http://localhost:${E2E_PORTS.shellWithDeadBlog}/remotes.json` },
      {
        SHELL_PORT: String(E2E_PORTS.shellWithDeadBlog),
        REMOTE_BLOG_URL: `http://localhost:${E2E_PORTS.deadBlog}/mf-manifest.json`,
      },
    ),
  ],
});
