// Small process helpers for the root scripts. Plain JavaScript with Node
// built-ins only: these run before `npm ci` has installed anything.
import { spawn } from 'node:child_process';

export const ROOT = new URL('../../', import.meta.url).pathname;

/** Runs a command with inherited stdio; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Prints a step heading and how long the step took. */
export async function step(title, action) {
  const startedAt = Date.now();
  console.log(`\n▶ ${title}`);
  await action();
  console.log(`✔ ${title} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
}
