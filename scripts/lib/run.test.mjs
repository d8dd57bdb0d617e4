import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { run, stopRunning, together } from './run.mjs';

/** A Node script as a command: `node -e <code>`. */
const node = (code, options) => run(process.execPath, ['-e', code], options);

/** Whether a process runs: neither gone nor ended and waiting to be reaped (a zombie). */
const isRunning = (pid) => {
  const state = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).stdout;
  return state.trim() !== '' && !state.startsWith('Z');
};

/** A command that starts a grandchild (as npm starts a script), writes its pid and waits. */
const parentOfSleeper = (pidFile) => `
  const { spawn } = require('node:child_process');
  const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(sleeper.pid));
  setTimeout(() => {}, 60000);
`;

/** Whether the process ends within a second: a signalled group's members end in their own time. */
const endsSoon = async (pid) => {
  for (let tries = 0; tries < 20; tries += 1) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};

const pidIn = async (file) => {
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text) return Number(text);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('run', () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'run-'));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await stopRunning();
    await rm(dir, { recursive: true, force: true });
  });

  it('labels each line of a command with its prefix, on stdout and on stderr', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await node('console.log("one\\ntwo"); console.error("oops")', { prefix: 'cms' });
    expect(out.mock.calls.map(([text]) => text)).toEqual(['[cms] one\n', '[cms] two\n']);
    expect(err.mock.calls.map(([text]) => text)).toEqual(['[cms] oops\n']);
  });

  it('rejects with the command and its exit status when it fails', async () => {
    await expect(node('process.exit(3)')).rejects.toThrow(
      /-e process\.exit\(3\) failed \(exit 3\)/,
    );
  });

  it('stops a command with all it started, and the stopped command never settles', async () => {
    const pidFile = join(dir, 'sleeper.pid');
    const settled = vi.fn();
    node(parentOfSleeper(pidFile)).then(settled, settled);
    const sleeper = await pidIn(pidFile);

    await stopRunning();

    expect(await endsSoon(sleeper)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).not.toHaveBeenCalled();
  });

  it('signals again on a second stop, as a second Ctrl-C (npm ci ends its stage on the first)', async () => {
    const pidFile = join(dir, 'stubborn.pid');
    const stubborn = `
      process.once('SIGTERM', () => {});
      require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));
      setTimeout(() => {}, 60000);
    `;
    node(stubborn);
    const pid = await pidIn(pidFile);
    const ended = stopRunning();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isRunning(pid)).toBe(true);

    await stopRunning();
    await ended;
    expect(await endsSoon(pid)).toBe(true);
  });

  it('passes Ctrl-C on to what the script runs, then ends the script', async () => {
    const pidFile = join(dir, 'sleeper.pid');
    const script = join(dir, 'script.mjs');
    await writeFile(
      script,
      `import { run } from ${JSON.stringify(new URL('./run.mjs', import.meta.url).href)};
       await run(process.execPath, ['-e', ${JSON.stringify(parentOfSleeper(pidFile))}]);`,
    );
    const child = spawn(process.execPath, [script], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    const sleeper = await pidIn(pidFile);

    child.kill('SIGINT');

    expect(await exited).toBe(130);
    expect(await endsSoon(sleeper)).toBe(true);
  });

  it('together: the first failure stops what runs beside it and is thrown', async () => {
    const pidFile = join(dir, 'sleeper.pid');
    const beside = node(parentOfSleeper(pidFile));
    const failing = pidIn(pidFile).then(() => node('process.exit(1)'));

    await expect(together(beside, failing)).rejects.toThrow(/failed \(exit 1\)/);
    expect(await endsSoon(await pidIn(pidFile))).toBe(true);
  });
});
