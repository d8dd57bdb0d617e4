// `npm test`: every check the project has, in the order a failure is cheapest
// to find: the production dependency audit, lint and format, types, unit tests, API integration tests (real
// PostgreSQL on 127.0.0.1:5432 and embedded PGlite), builds, content tests
// (the real Strapi with the API), Storybook, then end-to-end tests in Chromium
// against the whole running product.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditLockfile } from './lib/audit.mjs';
import { buildFrontends, ensureCmsBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ROOT, run, step } from './lib/run.mjs';

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

await ensureInstalled();
await step('Dependency audit (npm audit --omit=dev, root and CMS)', async () => {
  await auditLockfile('.');
  await auditLockfile('cms');
});
await step('Lint and format', () => run('npm', ['run', 'lint']));
await step('Type check', () => run('npm', ['run', 'typecheck']));
await step('Unit tests', () => run('npx', vitest('unit')));
await step('API integration tests (PostgreSQL and PGlite)', () => run('npx', vitest('api')));
await buildFrontends();
await ensureCmsBuilt();
await step('Content tests (the real Strapi with the API)', () =>
  run('npx', [...vitest('content'), '--passWithNoTests']),
);
await step('Storybook build', () => run('npm', ['run', 'build-storybook', '-w', '@manifest/ui']));
await step('End-to-end tests (Playwright, Chromium)', () =>
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']),
);

// One plain closing line over every runner.
const readJson = (file) => JSON.parse(readFileSync(join(REPORTS, file), 'utf8'));
const unit = readJson('vitest-unit.json');
const api = readJson('vitest-api.json');
const content = readJson('vitest-content.json');
const e2e = readJson('playwright.json').stats;
const passed =
  unit.numPassedTests + api.numPassedTests + content.numPassedTests + e2e.expected + e2e.flaky;
const failed = unit.numFailedTests + api.numFailedTests + content.numFailedTests + e2e.unexpected;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
