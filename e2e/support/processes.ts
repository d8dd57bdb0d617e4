import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** Runs a command to completion, failing with its output if it exits non-zero. */
export function runToEnd(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}:\n${output}`)),
    );
  });
}

/** Starts a long-running command in its own process group, so it can be stopped whole. */
export function startInBackground(command: string, args: string[], env: Record<string, string>) {
  return spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
}

export function stopProcessGroup(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

export async function waitForUrl(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isUp = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}
