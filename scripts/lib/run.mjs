// Small process helpers for the root scripts. Plain JavaScript with Node
// built-ins only: these run before `npm ci` has installed anything.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';
import { styleText } from 'node:util';

export const ROOT = new URL('../../', import.meta.url).pathname;

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/**
 * What still runs this long after being stopped is killed: npm ci ends its current stage
 * (minutes of downloads) before it stops, and the API takes up to 10 s to drain.
 */
const STOP_GRACE_MS = 15_000;

/** Every command run() started that still runs: child → { stop(signal), ended }. */
const running = new Map();

/** `[cms] ` before each line of `input`, written to `output`. */
function labelLines(input, output, label) {
  createInterface({ input, crlfDelay: Infinity }).on('line', (line) =>
    output.write(`${label} ${line}\n`),
  );
}

/**
 * Runs a command; resolves on exit 0, rejects otherwise. Its output is the script's own, or,
 * with `prefix` ('cms'), each line is labelled `[cms]` (in `color` on a terminal) so that
 * commands running side by side stay apart. Each command runs in a process group of its own,
 * so stopRunning() ends everything it started (npm's install scripts, node-gyp, Strapi), which
 * a signal to npm alone does not. A command stopped that way never settles: the script is
 * ending.
 */
export function run(command, args, { prefix, color, ...options } = {}) {
  passSignalsOn();
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'],
    ...options,
  });
  if (prefix) {
    const label = color && process.stdout.isTTY ? styleText(color, `[${prefix}]`) : `[${prefix}]`;
    labelLines(child.stdout, process.stdout, label);
    labelLines(child.stderr, process.stderr, label);
  }
  let isStopped = false;
  let spawnError;
  child.on('error', (error) => (spawnError = error));
  const closed = new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  // Each call signals again: a second Ctrl-C makes npm ci give up its stage at once.
  const stop = (signal) => {
    if (child.pid === undefined) return;
    signalGroup(signal);
    if (!isStopped) setTimeout(() => signalGroup('SIGKILL'), STOP_GRACE_MS).unref();
    isStopped = true;
  };
  running.set(child, { stop, ended: closed });
  return closed.then(({ code, signal }) => {
    running.delete(child);
    if (isStopped) return new Promise(() => {});
    if (code === 0) return undefined;
    const why = spawnError?.message ?? signal ?? `exit ${code}`;
    throw new Error(`${command} ${args.join(' ')} failed (${why})`);
  });
}

/** Stops every command run() started that still runs; resolves once they have all ended. */
export async function stopRunning(signal = 'SIGTERM') {
  const commands = [...running.values()];
  for (const { stop } of commands) stop(signal);
  await Promise.all(commands.map(({ ended }) => ended));
}

/**
 * Waits for work done side by side. The first to fail stops every command still running
 * (the script is ending) and throws its error.
 */
export async function together(...works) {
  try {
    await Promise.all(works);
  } catch (error) {
    await stopRunning();
    throw error;
  }
}

let isPassingSignalsOn = false;

/**
 * In their own process groups, commands no longer get a terminal's Ctrl-C: pass it on, wait
 * for them to end, then end the script as the signal would have. A script that exits while
 * commands still run (one failed beside them) stops them too.
 */
function passSignalsOn() {
  if (isPassingSignalsOn) return;
  isPassingSignalsOn = true;
  for (const signal of SIGNALS) {
    process.on(signal, async () => {
      if (running.size > 0) console.error('\nStopping… (Ctrl-C again: at once)');
      await stopRunning(signal);
      process.exit(128 + constants.signals[signal]);
    });
  }
  process.on('exit', () => {
    for (const { stop } of running.values()) stop('SIGTERM');
  });
}

/** Prints a step heading and how long the step took. */
export async function step(title, action) {
  const startedAt = Date.now();
  console.log(`\n▶ ${title}`);
  await action();
  console.log(`✔ ${title} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
}
