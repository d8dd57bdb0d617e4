import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertSecretsConfigured } from './secrets';

// The CMS refuses the committed local-only secrets outside development and
// tests (cms/src/lib/secrets.ts); its error must say what to set and how.

const SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'CMS_API_TOKEN',
  'CMS_WEBHOOK_SECRET',
];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('assertSecretsConfigured', () => {
  it('accepts the local defaults in development and tests', () => {
    for (const name of SECRETS) vi.stubEnv(name, '');
    for (const nodeEnv of ['development', 'test']) {
      vi.stubEnv('NODE_ENV', nodeEnv);
      expect(() => assertSecretsConfigured()).not.toThrow();
    }
  });

  it('in production names each unset or local-dev-only secret with how to generate it', () => {
    vi.stubEnv('NODE_ENV', 'production');
    for (const name of SECRETS) vi.stubEnv(name, 'Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWo=');
    vi.stubEnv('JWT_SECRET', '');
    vi.stubEnv('CMS_API_TOKEN', 'local-dev-only-cms-api-token-shared-with-the-api');
    vi.stubEnv('APP_KEYS', '');

    let message = '';
    try {
      assertSecretsConfigured();
    } catch (error) {
      message = (error as Error).message;
    }
    const listed = message.split('\n').filter((line) => line.startsWith('  - '));
    expect(listed).toEqual([
      '  - APP_KEYS: two or more keys separated by commas, e.g. "$(openssl rand -base64 32),$(openssl rand -base64 32)"',
      '  - JWT_SECRET: generate one with `openssl rand -base64 32`',
      '  - CMS_API_TOKEN: generate one with `openssl rand -base64 32` and give the API the same value',
    ]);
    expect(message).toMatch(/^CMS refuses to start with NODE_ENV=production/);
  });

  it('in production accepts real values', () => {
    vi.stubEnv('NODE_ENV', 'production');
    for (const name of SECRETS) vi.stubEnv(name, 'Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWo=');
    expect(() => assertSecretsConfigured()).not.toThrow();
  });
});
