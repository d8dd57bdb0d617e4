// A second build of the product, from a given commit, for `npm run perf -- --baseline
// <commit>`: the commit's files are unpacked apart (git archive), installed and built
// there once, and its shell and remotes run beside this checkout's product on their
// own ports, against this run's API and CMS. Before-and-after figures then come from
// one run on one machine.
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, run, step } from '../run.mjs';

/** Where the baseline's shell and remotes listen: the product's ports plus 20. */
export const BASELINE_PORTS = {
  SHELL_PORT: '3020',
  DASHBOARD_PORT: '3021',
  PRACTICE_PORT: '3022',
  BLOG_PORT: '3023',
  ACCOUNT_PORT: '3024',
};

const output = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(text.trim()) : reject(new Error(`${command} ${args.join(' ')}`)),
    );
  });

/** The commit's full hash, or a clear error naming what was asked. */
export async function resolveCommit(commit) {
  try {
    return await output('git', ['rev-parse', '--verify', `${commit}^{commit}`]);
  } catch {
    throw new Error(`--baseline ${commit}: no such commit in this repository`);
  }
}

/** Unpacks, installs and builds the commit (each step skipped when done before). */
export async function prepareBaseline(commit) {
  const sha = await resolveCommit(commit);
  const directory = join(tmpdir(), 'manifest-perf-baseline', sha);
  const unpacked = join(directory, '.unpacked');
  if (!existsSync(unpacked)) {
    await step(`Unpacking ${sha.slice(0, 10)} for the baseline`, async () => {
      await rm(directory, { recursive: true, force: true });
      await mkdir(directory, { recursive: true });
      await run('sh', ['-c', `git archive ${sha} | tar -x -C "${directory}"`]);
      await run('touch', [unpacked]);
    });
  }
  if (!existsSync(join(directory, 'node_modules'))) {
    await step('Installing the baseline (npm ci)', () =>
      run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: directory }),
    );
  }
  // The baseline builds as its own scripts say (its ROOT is its own folder).
  const { buildFrontends } = await import(join(directory, 'scripts/lib/build.mjs'));
  await buildFrontends();
  return { sha, directory };
}

/**
 * The baseline's shell and remotes as concurrently commands (its own list of how each
 * starts), on BASELINE_PORTS, its API calls sent to this run's API.
 */
export async function baselineCommands({ directory }, env) {
  const { APPS, productCommands } = await import(join(directory, 'scripts/lib/services.mjs'));
  // Since the remotes share one process, a build names its apps' commands 'shell' and
  // 'remotes' (older builds listed them as APPS).
  const apps = APPS ?? ['shell', 'remotes'];
  return productCommands({ ...env, ...BASELINE_PORTS })
    .filter((command) => apps.includes(command.name))
    .map((command) => ({ ...command, name: `baseline-${command.name}`, cwd: directory }));
}
