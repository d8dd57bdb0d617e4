// Shared by the seed, the baseline server and the runner.

export const BENCH_DATABASE = 'manifest_bench';
export const USER_COUNT = 10_000;
export const ACTIVITY_COUNT = 1_000_000;
/** User 1 carries 100,000 activities, user 2 only 100; the rest share what is left. */
export const HEAVY_USER = 1;
export const HEAVY_USER_ACTIVITIES = 100_000;
export const LIGHT_USER = 2;
export const LIGHT_USER_ACTIVITIES = 100;

/** Sessions are written by the seed with known tokens: sign-in's argon2 is slow by design. */
export const benchToken = (userNumber: number) => `bench-token-${userNumber}`;

/** Deterministic ids, so the runner knows every user without reading them back. */
export const benchUserId = (userNumber: number) =>
  `00000000-0000-4000-8000-${userNumber.toString(16).padStart(12, '0')}`;

export function adminUrl(): string {
  return process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function benchDatabaseUrl(): string {
  const url = new URL(adminUrl());
  url.pathname = `/${BENCH_DATABASE}`;
  return url.href;
}

/**
 * The secrets production insists on, made up for a bench: the API refuses the
 * committed local-only ones with NODE_ENV=production, and a bench reaches no
 * real Stripe, CMS or mailbox.
 */
export const BENCH_PRODUCTION_SECRETS = {
  CMS_API_TOKEN: 'bench-cms-api-token',
  CMS_WEBHOOK_SECRET: 'bench-cms-webhook-secret',
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench_webhook_secret',
  EMAIL_LINK_SECRET: 'bench-email-link-secret-0123456789',
  IMAGE_URL_SECRET: 'bench-image-url-secret-0123456789',
} as const;
