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
import { isLocalRun } from './node-env';

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

/** How to make a value, in words an operator can paste into a shell. */
const GENERATE_SECRET = '`openssl rand -base64 32`';
const GENERATE_APP_KEYS = '"$(openssl rand -base64 32),$(openssl rand -base64 32)"';

function howToSet(name: SecretName): string {
  if (name === 'APP_KEYS') {
    return `${name}: two or more keys separated by commas, e.g. ${GENERATE_APP_KEYS}`;
  }
  const shared = name === 'CMS_API_TOKEN' || name === 'CMS_WEBHOOK_SECRET';
  return `${name}: generate one with ${GENERATE_SECRET}${shared ? ' and give the API the same value' : ''}`;
}

/** Missing, or a copied local-only default. */
function isUnset(name: SecretName): boolean {
  const value = str(name);
  return value === undefined || value.includes(LOCAL_ONLY_MARKER);
}

/** Throws naming every missing secret at once, and how to make each, unless this is a local run. */
export function assertSecretsConfigured(): void {
  if (isLocalRun()) return;
  const missing = SECRET_NAMES.filter(isUnset);
  if (missing.length > 0) {
    throw new Error(
      [
        `CMS refuses to start with NODE_ENV=${process.env.NODE_ENV}: these secrets are unset or still the public ${LOCAL_ONLY_MARKER} defaults:`,
        ...missing.map((name) => `  - ${howToSet(name)}`),
        'Set them in the environment (see cms/.env.example).',
      ].join('\n'),
    );
  }
}

let warned = false;
function warnOnDefault(name: SecretName): void {
  if (warned || !isLocalRun() || str(name) !== undefined) return;
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
