import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** The api folder; relative paths in the environment are resolved from here, not from the cwd. */
export const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** PGlite keeps everything in memory with this data directory (tests use it). */
export const IN_MEMORY_DATA_DIR = 'memory://';

const LOCAL_ONLY = 'local-dev-only';

const integer = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback);

const httpUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

const ZEnv = z.object({
  API_PORT: integer(0, 65_535, 4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  // The API sits behind the shell's proxy, which adds X-Forwarded-For; only the
  // last entry (the one that proxy wrote) is trusted for per-address limits.
  API_TRUST_PROXY: z.stringbool({ error: 'must be true or false' }).default(true),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  API_DATA_DIR: z
    .string()
    .default('.data/pglite')
    .transform((dir) =>
      dir === IN_MEMORY_DATA_DIR || isAbsolute(dir) ? dir : resolve(API_ROOT, dir),
    ),
  CMS_URL: httpUrl('http://127.0.0.1:1337'),
  // Where browsers load CMS media (featured images) from; empty: CMS_URL.
  CMS_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  // Both LOCAL-ONLY defaults equal the CMS's own (cms/src/lib/secrets.ts); set real ones in production.
  CMS_API_TOKEN: z.string().min(1).default(`${LOCAL_ONLY}-cms-api-token-shared-with-the-api`),
  CMS_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .default(`${LOCAL_ONLY}-cms-webhook-secret-shared-with-the-api`),
  // A CMS read slower than this counts as down (the last cached value is served).
  CMS_TIMEOUT_MS: integer(100, 60_000, 2_000),
  // Safety net in case a webhook is lost; webhooks drop changed content at once.
  CONTENT_CACHE_TTL_SECONDS: integer(1, 86_400, 300),
  TRIAL_DAYS: integer(0, 365, 7),
  SESSION_TTL_DAYS: integer(1, 365, 30),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' }))),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof ZEnv>;

/** Every variable the API reads; .env.example documents each one. */
export const ENV_VARIABLES = Object.keys(ZEnv.shape) as (keyof Env)[];

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the variables the API reads; an empty value counts as unset. Throws EnvError listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const variables = Object.fromEntries(
    ENV_VARIABLES.map((name) => [name, source[name] === '' ? undefined : source[name]]),
  );
  const result = ZEnv.safeParse(variables);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name} ${issue.message} (got ${JSON.stringify(variables[name])})`;
    }),
  );
}

/** Loads api/.env when it exists; variables already set in the environment win. */
export function loadDotEnv(path = resolve(API_ROOT, '.env')): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
