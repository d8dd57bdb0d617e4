import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

// Shared by the fault tests and the daily-loop bench: the real API entry
// (src/server.ts) in a process of its own, as production runs it.
const API_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
// As the start script: tracing starts before the server's modules load (off without OTEL_*).
const TRACING_PRELOAD = fileURLToPath(
  new URL('../src/observability/tracing-preload.ts', import.meta.url),
);
const BOOT_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export type ApiProcess = {
  url: string;
  pid: number;
  /** Everything it printed, for failure messages. */
  output: () => string;
  /** Resolves with the exit code (null after a signal) once it has exited. */
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM: a graceful shutdown); SIGKILL if still running after 15 s. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Starts the API with `env` on a free port and resolves once it is ready (/api/health/ready). */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', TRACING_PRELOAD, API_ENTRY],
    {
      env: { ...process.env, API_HOST: '127.0.0.1', ...env, API_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!hasExited) child.kill(signal);
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const code = await exited;
    clearTimeout(killer);
    return code;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`The API exited while starting:\n${output.slice(-4000)}`);
    const status = await fetch(`${url}/api/health/ready`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) {
      return { url, pid: child.pid ?? 0, output: () => output, exited, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop('SIGKILL');
  throw new Error(`The API was not ready within ${BOOT_TIMEOUT_MS} ms:\n${output.slice(-4000)}`);
}
