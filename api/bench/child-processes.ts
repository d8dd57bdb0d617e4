import { spawn, type ChildProcess } from 'node:child_process';

// The benches run the servers they measure in processes of their own, so the
// load generator does not share their event loop.

/** Starts a TypeScript entry with tsx; its errors reach this terminal. */
export function startChild(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits until the URL answers below 500 (with the bearer token, when given). */
export async function waitUntilUp(url: string, token?: string): Promise<void> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const response = await fetch(url, { headers });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
