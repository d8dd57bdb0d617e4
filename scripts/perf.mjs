// `npm run perf`: builds the production frontends, starts the whole product on its
// embedded defaults, and runs Lighthouse (mobile defaults, median of 3 runs) on every
// public page and, with a session, on the signed-in pages. The same pages are measured
// on a single-bundle build of the same code (perf/single-bundle: no federation, every
// page imported directly) and, with `--baseline <commit>`, on that commit's build, all
// in one run; then it prints the targets as ratios, completing a task (INP with the CPU
// slowed 4x) on each build, and the running product's memory.
// `npm run perf -- --runs 1 --only /signin,/blog` for a quick look.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFrontends, ensureCmsBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { CHROME_PATH, figuresOf, lighthouseReport, medianFigures } from './lib/lighthouse.mjs';
import { BASELINE_PORTS, baselineCommands, prepareBaseline } from './lib/perf/baseline-build.mjs';
import { memoryOf } from './lib/perf/process-memory.mjs';
import {
  completionTable,
  lighthouseTable,
  memoryTable,
  pageTargets,
  targetsTable,
} from './lib/perf/report.mjs';
import { measureTaskCompletion } from './lib/perf/task-completion.mjs';
import { ROOT, run, step } from './lib/run.mjs';
import { productCommands, waitForUrl } from './lib/services.mjs';
import { signUpForPerf, storeSessionIn } from './lib/perf-session.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const SHELL = `http://localhost:${process.env.SHELL_PORT ?? '3000'}`;
const SINGLE_BUNDLE_PORT = '3010';
const BUILDS = [
  { name: 'federated', origin: SHELL },
  // The same product with no signed-in frame (the browser holds no hint cookie): what the
  // frame's early paint costs in blocking time, since a task counts only after that paint.
  { name: 'federated, no frame', origin: SHELL, signedInOnly: true, hint: false },
  { name: 'single', origin: `http://localhost:${SINGLE_BUNDLE_PORT}` },
  ...(options.baseline
    ? [{ name: 'baseline', origin: `http://localhost:${BASELINE_PORTS.SHELL_PORT}` }]
    : []),
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
const baseline = options.baseline ? await prepareBaseline(options.baseline) : null;
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
// Every signed-in run signs up an account of its own, all from this machine's address.
const productList = productCommands({ SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' });
const singleBundle = {
  name: 'single-bundle',
  command: 'npx tsx perf/single-bundle/server.ts',
  env: { ...process.env, SINGLE_BUNDLE_PORT },
};
const product = concurrently(
  [...productList, singleBundle, ...(baseline ? await baselineCommands(baseline, {}) : [])],
  { cwd: ROOT, outputStream: quiet },
);
// Each command is killed with its process tree, which takes a moment: wait for it, or
// the servers outlive this script.
const stopProduct = async () => {
  product.commands.forEach((command) => command.kill('SIGTERM'));
  await product.result.catch(() => undefined);
};

try {
  await waitForUrl(`${SHELL}/api/health`, 180_000);
  await waitForUrl(`${SHELL}/api/blog/posts?limit=1`, 120_000);
  for (const build of BUILDS) await waitForUrl(`${build.origin}/api/health`, 120_000);
  await warmUp();
  // The product's own processes only: not the single bundle's or the baseline's.
  const memory = memoryOf(
    product.commands.filter((command) => productList.some(({ name }) => name === command.name)),
  );
  const rows = await measure();
  const completions = await measureCompletions();
  console.log(`\nLighthouse mobile defaults, median of ${RUNS} run(s)\n`);
  console.log(lighthouseTable(rows));
  console.log('\nTargets, as ratios measured in this run\n');
  console.log(targetsTable(pageTargets(rows)));
  console.log(`\nCompleting a task on /daily-tasks, CPU slowed 4x, median of ${RUNS} run(s)\n`);
  console.log(completionTable(completions));
  console.log('\nMemory of the running product after warming up (resident, MB)\n');
  console.log(memoryTable(memory));
} finally {
  await stopProduct();
}

async function publicPaths() {
  const posts = await (await fetch(`${SHELL}/api/blog/posts?limit=1`)).json();
  return ['/', '/signin', '/signup', '/blog', `/blog/${posts[0]?.slug}`, '/pricing', '/terms'];
}

/**
 * Each public page asked once before measuring, as visitors would have: the servers'
 * caches (remote manifests, stylesheets, prerendered pages) are what a running product
 * has, not what a process that started a second ago has.
 */
async function warmUp() {
  const paths = await publicPaths();
  for (const origin of new Set(BUILDS.map((build) => build.origin))) {
    for (let round = 0; round < 2; round += 1) {
      for (const path of paths) await fetch(`${origin}${path}`).then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function measure() {
  const signedInPaths = ['/dashboard', '/daily-tasks', '/track-record'];
  const wanted = options.only ? new Set(options.only.split(',')) : null;
  const keep = (path) => !wanted || wanted.has(path);
  const rows = [];
  for (const build of BUILDS) {
    const publicOnes = build.signedInOnly ? [] : await publicPaths();
    for (const path of publicOnes.filter(keep)) {
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
          ? await withSessionProfile(build, (userDataDir) => lighthouseReport(url, { userDataDir }))
          : await lighthouseReport(url);
      runs.push(await figuresOf(report));
    }
  });
  return { build: build.name, path, who, ...medianFigures(runs) };
}

async function measureCompletions() {
  const results = [];
  for (const build of BUILDS.filter(({ signedInOnly }) => !signedInOnly)) {
    const runs = [];
    await step(`Completing a task, ${build.name}, ${RUNS} run(s)`, async () => {
      for (let index = 0; index < RUNS; index += 1) {
        runs.push(await measureTaskCompletion(build.origin));
      }
    });
    results.push({ build: build.name, ...medianFigures(runs) });
  }
  return results;
}

/** Runs `use` with a new browser profile holding a new account's session, then drops it. */
async function withSessionProfile({ origin, hint = true }, use) {
  const profile = await mkdtemp(join(tmpdir(), 'perf-session-'));
  try {
    await storeSession(origin, profile, { hint });
    return await use(profile);
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** A new account's session in a browser profile that Lighthouse then starts from. */
async function storeSession(origin, userDataDir, options) {
  const session = await signUpForPerf(origin);
  const { chromium } = await import('@playwright/test');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
  });
  await storeSessionIn(context, origin, session, options);
  await context.close();
}
