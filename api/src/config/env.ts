import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { normalizeEmail } from '@manifest/contracts/auth';
import { z } from 'zod';

import { API_ROOT } from '../api-root';

/** PGlite keeps everything in memory with this data directory (tests use it). */
export const IN_MEMORY_DATA_DIR = 'memory://';

/** Marks the committed development defaults; they are refused outside development and tests. */
export const LOCAL_ONLY_MARKER = 'local-dev-only';

/** Secrets with a committed local-only default. */
const SHARED_WITH_CMS =
  'generate one with `openssl rand -base64 32`, and set the same value in the CMS';
const LOCAL_ONLY_SECRETS = {
  CMS_API_TOKEN: SHARED_WITH_CMS,
  CMS_WEBHOOK_SECRET: SHARED_WITH_CMS,
  STRIPE_SECRET_KEY: "use the secret key of the Stripe dashboard's API keys page",
  STRIPE_WEBHOOK_SECRET: "use the signing secret of the Stripe dashboard's webhook endpoint",
  EMAIL_LINK_SECRET: 'generate one with `openssl rand -base64 32`',
  IMAGE_URL_SECRET: 'generate one with `openssl rand -base64 32`',
} as const;

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

/** Base64url text (no padding) of exactly `bytes` bytes. */
const isBase64Url = (text: string, bytes: number) =>
  /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, 'base64url').length === bytes;

const ZEnv = z.object({
  API_PORT: integer(0, 65_535, 4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  // Off by default: a client that reaches the API directly must not choose its
  // own address for the limits by sending X-Forwarded-For. Behind proxies, set
  // it on with the number of proxies in front (the shell's proxy is one).
  API_TRUST_PROXY: z.stringbool({ error: 'must be true or false' }).default(false),
  API_PROXY_HOPS: integer(1, 10, 1),
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
  CMS_API_TOKEN: z
    .string()
    .min(1)
    .default(`${LOCAL_ONLY_MARKER}-cms-api-token-shared-with-the-api`),
  CMS_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .default(`${LOCAL_ONLY_MARKER}-cms-webhook-secret-shared-with-the-api`),
  // A CMS read slower than this counts as down (the last cached value is served).
  CMS_TIMEOUT_MS: integer(100, 60_000, 2_000),
  // Safety net in case a webhook is lost; webhooks drop changed content at once.
  CONTENT_CACHE_TTL_SECONDS: integer(1, 86_400, 300),
  TRIAL_DAYS: integer(0, 365, 7),
  SESSION_TTL_DAYS: integer(1, 365, 30),
  // A session unused this long ends, even within its SESSION_TTL_DAYS.
  SESSION_IDLE_DAYS: integer(1, 365, 7),
  // Guards the details of /api/health and GET /metrics; unset: only up/down is shown, /metrics is 404.
  METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  // Traces (OpenTelemetry, OTLP over HTTP) go to this collector; unset: no tracing at all.
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('manifest-api'),
  // The share of page loads whose web vitals browsers report (0 to 1); errors are always reported.
  WEB_VITALS_SAMPLE_RATE: z.coerce
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, { error: 'must be at least 0' })
    .max(1, { error: 'must be at most 1' })
    .default(1),
  // The shell's public address, for links in emails.
  APP_URL: httpUrl('http://localhost:3000'),
  // Outgoing email: SMTP when set (smtp:// or smtps://), else .eml files in MAIL_OUTBOX_DIR.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Manifest <no-reply@manifest.local>'),
  MAIL_OUTBOX_DIR: z
    .string()
    .default('.data/outbox')
    .transform((dir) => (isAbsolute(dir) ? dir : resolve(API_ROOT, dir))),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => normalizeEmail(email))
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' }))),
  // The AI guides: OpenAI (or any OpenAI-compatible server at OPENAI_BASE_URL)
  // when OPENAI_API_KEY is set, else the built-in offline guide.
  AI_PROVIDER: z.enum(['auto', 'openai', 'offline']).default('auto'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // OpenAI's named successor to gpt-4o-mini, which it shuts down on 2027-01-14. The
  // name decides what a call sends (features/ai/model-parameters.ts).
  OPENAI_MODEL: z.string().min(1).default('gpt-6-luna'),
  // One provider attempt longer than this (or a streamed reply silent this long) is a failure.
  AI_TIMEOUT_MS: integer(100, 120_000, 15_000),
  // Accounts one client address may create in an hour (both sign-up paths).
  SIGNUPS_PER_ADDRESS_PER_HOUR: integer(1, 100_000, 20),
  // AI calls one person may make per hour and per day (chat and generators together).
  AI_REQUESTS_PER_HOUR: integer(1, 10_000, 60),
  AI_REQUESTS_PER_DAY: integer(1, 100_000, 300),
  // The offline guide writes its chat reply a few words at a time, this many ms apart.
  AI_OFFLINE_PAUSE_MS: integer(0, 1000, 15),
  // Payments: Stripe's keys in production. The defaults talk to the local Stripe
  // stand-in (packages/stripe-standin) at STRIPE_API_URL, which `npm start` runs.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, {
      error: 'must be a Stripe secret key (sk_test_... or sk_live_...)',
    })
    .default(`sk_test_${LOCAL_ONLY_MARKER}`),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\S+$/, { error: 'must be a Stripe publishable key (pk_...)' })
    .default(`pk_test_${LOCAL_ONLY_MARKER}`),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .default(`whsec_${LOCAL_ONLY_MARKER}_stripe_standin`),
  // Another Stripe API host (the stand-in); unset: api.stripe.com.
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // Where browsers load Stripe.js from; the stand-in serves a compatible script.
  STRIPE_JS_URL: httpUrl('https://js.stripe.com/v3'),
  // The trial's monthly price and the one-time lifetime price (spec: $9.99 each), in cents.
  MONTHLY_PRICE_CENTS: integer(50, 1_000_000, 999),
  LIFETIME_PRICE_CENTS: integer(50, 1_000_000, 999),
  // A Stripe price for the monthly plan; unset: one is created on first use.
  STRIPE_PRICE_ID: z
    .string()
    .startsWith('price_', { error: 'must be a Stripe price id (price_...)' })
    .optional(),
  // Signs what the API hands out to come back later: the one-click links in emails
  // (the trial reminder's cancel link) and the Google sign-up token of /signup/payment.
  EMAIL_LINK_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .default(`${LOCAL_ONLY_MARKER}-email-link-secret`),
  // Signs the URLs under which a person's uploaded images are shown (for a day or two).
  IMAGE_URL_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .default(`${LOCAL_ONLY_MARKER}-image-url-secret`),
  // The trial reminder goes out this many days before the first charge.
  TRIAL_REMINDER_DAYS: integer(1, 30, 2),
  // Google sign-in (OpenID Connect): on when both are set; off (the spec's alert) otherwise.
  // Register ${APP_URL}/auth/google/callback as the client's redirect URI.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  // Another OpenID provider (the local stand-in of the tests); unset: Google.
  GOOGLE_ISSUER_URL: httpUrl('https://accounts.google.com'),
  // Web Push (reminders): a VAPID key pair (`npx web-push generate-vapid-keys`), both or
  // neither. Unset: the API makes a pair on first use and keeps it in the database.
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((key) => isBase64Url(key, 65) && key.startsWith('B'), {
      error: 'must be an uncompressed P-256 public key in base64url (87 characters)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((key) => isBase64Url(key, 32), {
      error: 'must be a P-256 private key in base64url (43 characters)',
    })
    .optional(),
  // Who a push service may contact about our pushes; unset: mailto: MAIL_FROM's address.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
      error: 'must be a mailto: address or an https:// URL',
    })
    .optional(),
  // End-to-end tests set up state no user could (a trial that ended) through
  // /api/test-setup/*; never on in production.
  API_TEST_SETUP: z.stringbool({ error: 'must be true or false' }).default(false),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

/** Problems of a parsed environment that no single variable's schema can see. */
function crossChecks(env: z.infer<typeof ZEnv>): string[] {
  const problems: string[] = [];
  if (env.SESSION_IDLE_DAYS > env.SESSION_TTL_DAYS) {
    problems.push(
      `SESSION_IDLE_DAYS must not exceed SESSION_TTL_DAYS (${env.SESSION_TTL_DAYS}) (got ${env.SESSION_IDLE_DAYS})`,
    );
  }
  if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
    problems.push('OPENAI_API_KEY must be set with AI_PROVIDER=openai (got undefined)');
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    const [missing, given] = env.GOOGLE_CLIENT_ID
      ? ['GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID']
      : ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'];
    problems.push(`${missing} must be set with ${given} (got undefined)`);
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    const [missing, given] = env.VAPID_PUBLIC_KEY
      ? ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY']
      : ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'];
    problems.push(`${missing} must be set with ${given} (got undefined)`);
  }
  if (env.API_TEST_SETUP && env.NODE_ENV === 'production') {
    problems.push('API_TEST_SETUP must not be true with NODE_ENV=production (got "true")');
  }
  // The committed defaults are public: they may only protect a developer's own machine.
  if (env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test') {
    for (const [name, hint] of Object.entries(LOCAL_ONLY_SECRETS)) {
      if (env[name as keyof typeof LOCAL_ONLY_SECRETS].includes(LOCAL_ONLY_MARKER)) {
        problems.push(
          `${name} must be set to a real secret with NODE_ENV=${env.NODE_ENV}; the built-in ${LOCAL_ONLY_MARKER} value is public (${hint})`,
        );
      }
    }
  }
  return problems;
}

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
  if (result.success) {
    const problems = crossChecks(result.data);
    if (problems.length > 0) throw new EnvError(problems);
    return result.data;
  }
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
