// `npm test`: every check the project has, in the order a failure is cheapest
// to find: the production dependency audit, lint and format, types, unit tests, API integration tests (real
// PostgreSQL on 127.0.0.1:5432 and embedded PGlite), builds, content tests
// (the real Strapi with the API), Storybook, then end-to-end tests in Chromium
// against the whole running product. On 2 cores, steps overlap only where one leaves a core
// idle: the CMS's install (one core, needed from its build on) runs beside the root's install
// and the first checks, lint beside the type check (one core each), and the Storybook build
// beside the content tests (which mostly wait for Strapi). The timed tests (unit, API,
// end-to-end) run alone.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditLockfile } from './lib/audit.mjs';
import { buildFrontends, ensureCmsBuilt } from './lib/build.mjs';
import { ensureCmsInstalled, ensureRootInstalled } from './lib/install.mjs';
import { ROOT, run, step, together } from './lib/run.mjs';

const REPORTS = join(ROOT, 'test-results');
mkdirSync(REPORTS, { recursive: true });

const vitest = (project) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(REPORTS, `vitest-${project}.json`)}`,
];

const startedAt = Date.now();

async function installAndCheck() {
  await ensureRootInstalled();
  await step('Dependency audit (npm audit --omit=dev, root and CMS)', async () => {
    await auditLockfile('.');
    await auditLockfile('cms');
  });
  await together(
    step('Lint and format', () => run('npm', ['run', 'lint'], { prefix: 'lint' })),
    step('Type check', () => run('npm', ['run', 'typecheck'], { prefix: 'types' })),
  );
}

try {
  await together(ensureCmsInstalled(), installAndCheck());
  await step('Unit tests', () => run('npx', vitest('unit')));
  await step('API integration tests (PostgreSQL and PGlite)', () => run('npx', vitest('api')));
  await buildFrontends();
  await ensureCmsBuilt();
  await together(
    step('Content tests (the real Strapi with the API)', () =>
      run('npx', [...vitest('content'), '--passWithNoTests']),
    ),
    step('Storybook build', () =>
      run('npm', ['run', 'build-storybook', '-w', '@manifest/ui'], { prefix: 'storybook' }),
    ),
  );
  await step('End-to-end tests (Playwright, Chromium)', () =>
    run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']),
  );
} catch (error) {
  console.error(`\n✖ npm test stopped: ${error.message}`);
  process.exit(1);
}

// One plain closing line over every runner.
const readJson = (file) => JSON.parse(readFileSync(join(REPORTS, file), 'utf8'));
const unit = readJson('vitest-unit.json');
const api = readJson('vitest-api.json');
const content = readJson('vitest-content.json');
const e2e = readJson('playwright.json').stats;
const passed =
  unit.numPassedTests + api.numPassedTests + content.numPassedTests + e2e.expected + e2e.flaky;
const failed = unit.numFailedTests + api.numFailedTests + content.numFailedTests + e2e.unexpected;
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
console.log(`\n${passed} passed, ${failed} failed (${minutes} min)`);
process.exit(failed === 0 ? 0 : 1);
