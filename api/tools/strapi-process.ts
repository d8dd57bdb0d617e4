import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Shared by the content tests and the blog bench: a test tool, not app code.
const CMS_DIR = fileURLToPath(new URL('../../cms/', import.meta.url));
const BOOT_TIMEOUT_MS = 90_000;

/** Given to both the CMS and the API under test (not the local defaults, so both must read them). */
export const TEST_CMS_API_TOKEN = 'content-tests-cms-api-token-0123456789abcdef';
export const TEST_CMS_WEBHOOK_SECRET = 'content-tests-webhook-secret-0123456789';
export const TEST_ADMIN = { email: 'admin@content-tests.local', password: 'ContentTests1' };

export type StrapiProcess = {
  url: string;
  /** Milliseconds from spawn to a 204 from /_health. */
  bootMs: number;
  /** Everything Strapi printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
};

/** The environment a test Strapi gets; `env` in startStrapi() overrides it (undefined: unset). */
function strapiEnv(
  { port, databaseFile, apiUrl }: { port: number; databaseFile: string; apiUrl: string },
  overrides: Record<string, string | undefined>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: databaseFile,
    API_URL: apiUrl,
    CMS_API_TOKEN: TEST_CMS_API_TOKEN,
    CMS_WEBHOOK_SECRET: TEST_CMS_WEBHOOK_SECRET,
    CMS_ADMIN_EMAIL: TEST_ADMIN.email,
    CMS_ADMIN_PASSWORD: TEST_ADMIN.password,
    CMS_EDITOR_EMAIL: '',
    CMS_EDITOR_PASSWORD: '',
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/**
 * The real, built Strapi (`npm run start --prefix cms`) on `port` with its
 * SQLite file at `databaseFile`, sending its webhook to `apiUrl`. Needs
 * `cms/dist` (npm run build --prefix cms). Rejects with Strapi's output when
 * it exits while booting.
 */
export async function startStrapi({
  port,
  databaseFile,
  apiUrl,
  env = {},
}: {
  port: number;
  databaseFile: string;
  apiUrl: string;
  /** Variables to change for this run; undefined removes one (e.g. `{ CMS_ADMIN_EMAIL: undefined }`). */
  env?: Record<string, string | undefined>;
}): Promise<StrapiProcess> {
  const startedAt = performance.now();
  let output = '';
  const child: ChildProcess = spawn('npm', ['run', 'start', '--prefix', CMS_DIR], {
    // Its own process group, so stop() ends npm, the shell and Strapi together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: strapiEnv({ port, databaseFile, apiUrl }, env),
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code ?? -1;
      resolve();
    }),
  );

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000);
    await exited;
    clearTimeout(killer);
  };

  while (performance.now() - startedAt < BOOT_TIMEOUT_MS) {
    if (exitCode !== null) {
      throw new Error(`Strapi exited with ${exitCode} while booting:\n${output.slice(-4000)}`);
    }
    const status = await fetch(`${url}/_health`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 204) {
      return { url, bootMs: Math.round(performance.now() - startedAt), output: () => output, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(
    `Strapi did not answer /_health within ${BOOT_TIMEOUT_MS} ms:\n${output.slice(-4000)}`,
  );
}
