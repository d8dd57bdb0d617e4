// `npm run perf`: builds the production frontends, starts the whole product on its
// embedded defaults, and runs Lighthouse (mobile defaults, median of 3 runs) on
// every public page and, with a session, on the signed-in pages the issue names.
// The same pages are measured again on a single-bundle build of the same code
// (perf/single-bundle: no federation, every page imported directly), and the table
// says how the federated product's paint time compares.
// `npm run perf -- --runs 1 --only /signin,/blog` for a quick look.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFrontends, ensureCmsBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { CHROME_PATH, figuresOf, lighthouseReport, medianFigures } from './lib/lighthouse.mjs';
import { ROOT, run, step } from './lib/run.mjs';
import { productCommands, waitForUrl } from './lib/services.mjs';
import { signUpForPerf, storeSessionIn } from './lib/perf-session.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } },
});
const RUNS = Number(options.runs);
const SHELL = `http://localhost:${process.env.SHELL_PORT ?? '3000'}`;
const SINGLE_BUNDLE_PORT = '3010';
const SINGLE_BUNDLE = `http://localhost:${SINGLE_BUNDLE_PORT}`;
const BUILDS = [
  { name: 'federated', origin: SHELL },
  { name: 'single', origin: SINGLE_BUNDLE },
];

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
await step('Building the single-bundle variant (measurement only)', () =>
  run('npx', ['rspack', 'build', '-c', 'perf/single-bundle/rspack.config.ts'], {
    env: { ...process.env, NODE_ENV: 'production' },
  }),
);
await ensureCmsBuilt();

const { default: concurrently } = await import('concurrently');
// Lighthouse's figures are what this run is for: the product's own lines go nowhere.
const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
const singleBundle = {
  name: 'single-bundle',
  command: 'npx tsx perf/single-bundle/server.ts',
  env: { ...process.env, SINGLE_BUNDLE_PORT },
};
const product = concurrently([...productCommands(), singleBundle], {
  cwd: ROOT,
  outputStream: quiet,
});
// Each command is killed with its process tree, which takes a moment: wait for it, or
// the servers outlive this script.
const stopProduct = async () => {
  product.commands.forEach((command) => command.kill('SIGTERM'));
  await product.result.catch(() => undefined);
};

try {
  await waitForUrl(`${SHELL}/api/health`, 180_000);
  await waitForUrl(`${SHELL}/api/blog/posts?limit=1`, 120_000);
  await waitForUrl(`${SINGLE_BUNDLE}/api/health`, 60_000);
  await warmUp();
  const table = await measure();
  printTable(table);
} finally {
  await stopProduct();
}

/**
 * Each public page asked once before measuring, as visitors would have: the servers'
 * caches (remote manifests, stylesheets, prerendered pages) are what a running product
 * has, not what a process that started a second ago has.
 */
async function warmUp() {
  const posts = await (await fetch(`${SHELL}/api/blog/posts?limit=1`)).json();
  const paths = [
    '/',
    '/signin',
    '/signup',
    '/blog',
    `/blog/${posts[0]?.slug}`,
    '/pricing',
    '/terms',
  ];
  for (const origin of BUILDS.map((build) => build.origin)) {
    for (let round = 0; round < 2; round += 1) {
      for (const path of paths) await fetch(`${origin}${path}`).then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
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

  const rows = [];
  for (const build of BUILDS) {
    for (const path of publicPaths.filter(keep)) {
      rows.push(await measurePage(build, path, 'signed out'));
    }
    for (const path of signedInPaths.filter(keep)) {
      rows.push(await measurePage(build, path, 'signed in'));
    }
  }
  return rows;
}

/**
 * Lighthouse's runs of one page, each a first load: a signed-out run clears the
 * browser's storage and cache itself; a signed-in run starts from a new profile that
 * holds only a session (Lighthouse must keep its storage then, and would keep the
 * files an earlier run downloaded too).
 */
async function measurePage(build, path, who) {
  const runs = [];
  await step(`Lighthouse ${build.name} ${path} (${who}), ${RUNS} run(s)`, async () => {
    for (let index = 0; index < RUNS; index += 1) {
      const url = `${build.origin}${path}`;
      const report =
        who === 'signed in'
          ? await withSessionProfile(build.origin, (userDataDir) =>
              lighthouseReport(url, { userDataDir }),
            )
          : await lighthouseReport(url);
      runs.push(await figuresOf(report));
    }
  });
  return { build: build.name, path, who, ...medianFigures(runs) };
}

/** Runs `use` with a new browser profile holding a new account's session, then drops it. */
async function withSessionProfile(origin, use) {
  const profile = await mkdtemp(join(tmpdir(), 'perf-session-'));
  try {
    await storeSession(origin, profile);
    return await use(profile);
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** A new account's session in a browser profile that Lighthouse then starts from. */
async function storeSession(origin, userDataDir) {
  const session = await signUpForPerf(origin);
  const { chromium } = await import('@playwright/test');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
  });
  await storeSessionIn(context, origin, session);
  await context.close();
}

function printTable(rows) {
  const header = [
    'build',
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
    row.build,
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

  // The comparison: federated LCP at most 1.1x the single bundle's, page by page.
  console.log('\nLCP federated / single bundle (target at most 1.10)');
  for (const row of rows.filter(({ build }) => build === 'federated')) {
    const single = rows.find(
      (other) => other.build === 'single' && other.path === row.path && other.who === row.who,
    );
    if (single) console.log(`  ${row.path.padEnd(28)} ${(row.lcpMs / single.lcpMs).toFixed(2)}`);
  }
}
