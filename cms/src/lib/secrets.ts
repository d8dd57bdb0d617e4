/**
 * Secrets with development defaults, so `npm run develop` works without a .env.
 *
 * The defaults below are LOCAL-ONLY: they are public (committed) and must never
 * protect real data. Outside development/test (e.g. NODE_ENV=production) every
 * secret must come from the environment: `assertSecretsConfigured()` runs in
 * the app's register() hook and stops Strapi before it opens the database or
 * listens. It is not checked while config loads because `strapi build` loads the
 * config too, and building the admin panel must not need runtime secrets.
 */
import { list, str } from './env';

const LOCAL_ONLY_MARKER = 'local-dev-only';

const LOCAL_ONLY_DEFAULTS = {
  APP_KEYS: `${LOCAL_ONLY_MARKER}-app-key-1,${LOCAL_ONLY_MARKER}-app-key-2`,
  API_TOKEN_SALT: `${LOCAL_ONLY_MARKER}-api-token-salt`,
  ADMIN_JWT_SECRET: `${LOCAL_ONLY_MARKER}-admin-jwt-secret`,
  TRANSFER_TOKEN_SALT: `${LOCAL_ONLY_MARKER}-transfer-token-salt`,
  JWT_SECRET: `${LOCAL_ONLY_MARKER}-users-permissions-jwt-secret`,
  ENCRYPTION_KEY: `${LOCAL_ONLY_MARKER}-encryption-key`,
  // Shared with the API's local default (api/src/config/env.ts): the API reads
  // Strapi with this token, and Strapi signs its webhooks to the API with this secret.
  CMS_API_TOKEN: `${LOCAL_ONLY_MARKER}-cms-api-token-shared-with-the-api`,
  CMS_WEBHOOK_SECRET: `${LOCAL_ONLY_MARKER}-cms-webhook-secret-shared-with-the-api`,
} as const;

export type SecretName = keyof typeof LOCAL_ONLY_DEFAULTS;
const SECRET_NAMES = Object.keys(LOCAL_ONLY_DEFAULTS) as SecretName[];

/** Strapi sets NODE_ENV=development when it is unset, so unset counts as development too. */
function defaultsAllowed(): boolean {
  const nodeEnv = process.env.NODE_ENV ?? 'development';
  return nodeEnv === 'development' || nodeEnv === 'test';
}

/** Missing, or a copied local-only default. */
function isUnset(name: SecretName): boolean {
  const value = str(name);
  return value === undefined || value.includes(LOCAL_ONLY_MARKER);
}

/** Throws naming every missing secret at once, unless the environment allows defaults. */
export function assertSecretsConfigured(): void {
  if (defaultsAllowed()) return;
  const missing = SECRET_NAMES.filter(isUnset);
  if (missing.length > 0) {
    throw new Error(
      `CMS refuses to start with NODE_ENV=${process.env.NODE_ENV}: missing secret(s) ${missing.join(', ')}. ` +
        'Set them in the environment (see cms/.env.example); the built-in defaults are for local development only.',
    );
  }
}

let warned = false;
function warnOnDefault(name: SecretName): void {
  if (warned || !defaultsAllowed() || str(name) !== undefined) return;
  warned = true;
  console.warn('[cms] Using built-in LOCAL-ONLY development secrets (see cms/.env.example).');
}

export function secret(name: Exclude<SecretName, 'APP_KEYS'>): string {
  warnOnDefault(name);
  return str(name, LOCAL_ONLY_DEFAULTS[name]);
}

export function appKeys(): string[] {
  warnOnDefault('APP_KEYS');
  return list('APP_KEYS') ?? LOCAL_ONLY_DEFAULTS.APP_KEYS.split(',');
}
