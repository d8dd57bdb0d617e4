// `npm run perf`: builds the production frontends, starts the whole product on its
// embedded defaults, and runs Lighthouse (mobile defaults, median of 3 runs) on
// every public page and, with a session, on the signed-in pages the issue names.
// Prints one table. `npm run perf -- --runs 1 --only /signin,/blog` for a quick look.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFrontends, ensureCmsBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { CHROME_PATH, figuresOf, lighthouseReport, medianFigures } from './lib/lighthouse.mjs';
import { ROOT, step } from './lib/run.mjs';
import { productCommands, waitForUrl } from './lib/services.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } },
});
const RUNS = Number(options.runs);
const SHELL = `http://localhost:${process.env.SHELL_PORT ?? '3000'}`;

if (
  await fetch(SHELL).then(
    () => true,
    () => false,
  )
) {
  console.error(`Something already answers on ${SHELL}: stop it (npm start?) and run again.`);
  process.exit(1);
}

await ensureInstalled();
await buildFrontends();
await ensureCmsBuilt();

const { default: concurrently } = await import('concurrently');
// Lighthouse's figures are what this run is for: the product's own lines go nowhere.
const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
const product = concurrently(productCommands(), { cwd: ROOT, outputStream: quiet });
const stopProduct = () => product.commands.forEach((command) => command.kill('SIGTERM'));

try {
  await waitForUrl(`${SHELL}/api/health`, 180_000);
  await waitForUrl(`${SHELL}/api/blog/posts?limit=1`, 120_000);
  const table = await measure();
  printTable(table);
} finally {
  stopProduct();
}

async function measure() {
  const posts = await (await fetch(`${SHELL}/api/blog/posts?limit=1`)).json();
  const firstPost = posts[0]?.slug;
  const publicPaths = [
    '/',
    '/signin',
    '/signup',
    '/blog',
    `/blog/${firstPost}`,
    '/pricing',
    '/terms',
  ];
  const signedInPaths = ['/dashboard', '/daily-tasks', '/track-record'];
  const wanted = options.only ? new Set(options.only.split(',')) : null;
  const keep = (path) => !wanted || wanted.has(path);

  const profile = await mkdtemp(join(tmpdir(), 'perf-session-'));
  const rows = [];
  try {
    for (const path of publicPaths.filter(keep)) rows.push(await measurePage(path, 'signed out'));
    const signedIn = signedInPaths.filter(keep);
    if (signedIn.length > 0) await storeSession(profile);
    for (const path of signedIn) rows.push(await measurePage(path, 'signed in', profile));
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
  return rows;
}

async function measurePage(path, who, userDataDir) {
  const runs = [];
  await step(`Lighthouse ${path} (${who}), ${RUNS} run(s)`, async () => {
    for (let index = 0; index < RUNS; index += 1) {
      runs.push(await figuresOf(await lighthouseReport(`${SHELL}${path}`, { userDataDir })));
    }
  });
  return { path, who, ...medianFigures(runs) };
}

/** A new account's session in a browser profile that Lighthouse then starts from. */
async function storeSession(userDataDir) {
  const email = `perf.${Date.now()}@example.com`;
  const response = await fetch(`${SHELL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Perf', lastName: 'Run', email, password: 'quiet-river-42' }),
  });
  if (!response.ok) throw new Error(`sign-up for the signed-in runs: ${await response.text()}`);
  const { token, user } = await response.json();
  const { chromium } = await import('@playwright/test');
  // Where the app keeps its session (packages/api-client/src/session-storage.ts).
  const keys = { session: 'manifest_session', user: 'manifest_user' };
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
  });
  const page = await context.newPage();
  // A file of the shell's origin, not a page: nothing else enters the cache.
  await page.goto(`${SHELL}/remotes.json`);
  await page.evaluate(
    ({ keys, session }) => {
      localStorage.setItem(keys.session, session.token);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys, session: { token, user } },
  );
  await context.close();
}

function printTable(rows) {
  const header = [
    'page',
    'who',
    'score',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS KB gz',
    'JS files',
    'requests',
  ];
  const lines = rows.map((row) => [
    row.path,
    row.who,
    String(row.score),
    (row.lcpMs / 1000).toFixed(2),
    String(Math.round(row.tbtMs)),
    row.cls.toFixed(3),
    row.jsKb.toFixed(1),
    String(row.jsFiles),
    String(row.requests),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(`\nLighthouse mobile defaults, median of ${RUNS} run(s)\n`);
  console.log(format(header));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  for (const line of lines) console.log(format(line));
}
