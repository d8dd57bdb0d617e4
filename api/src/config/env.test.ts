import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv as parseDotEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../api-root';
import { ENV_VARIABLES, EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs with no variables at all, on the embedded defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      API_PORT: 4000,
      API_HOST: '127.0.0.1',
      API_TRUST_PROXY: false,
      API_PROXY_HOPS: 1,
      DATABASE_URL: undefined,
      API_DATA_DIR: resolve(API_ROOT, '.data/pglite'),
      CMS_URL: 'http://127.0.0.1:1337',
      TRIAL_DAYS: 7,
      SESSION_TTL_DAYS: 30,
      SESSION_IDLE_DAYS: 7,
      METRICS_TOKEN: undefined,
      SMTP_URL: undefined,
      MAIL_OUTBOX_DIR: resolve(API_ROOT, '.data/outbox'),
      ADMIN_EMAILS: [],
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
    });
  });

  it('resolves a relative data folder from the api folder and keeps memory:// as is', () => {
    expect(parseEnv({ API_DATA_DIR: 'tmp/db' }).API_DATA_DIR).toBe(resolve(API_ROOT, 'tmp/db'));
    expect(parseEnv({ API_DATA_DIR: 'memory://' }).API_DATA_DIR).toBe('memory://');
  });

  it('reads numbers, lists and URLs, and treats empty values as unset', () => {
    const env = parseEnv({
      API_PORT: '4100',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/manifest',
      CMS_URL: 'http://cms.local:1337/',
      TRIAL_DAYS: '3',
      ADMIN_EMAILS: ' Boss@Example.com , ops@example.com,',
      LOG_LEVEL: '',
    });
    expect(env.API_PORT).toBe(4100);
    expect(env.CMS_URL).toBe('http://cms.local:1337');
    expect(env.TRIAL_DAYS).toBe(3);
    expect(env.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnv({
        API_PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TRIAL_DAYS: '-1',
        NODE_ENV: 'prod',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems;
    expect(problems).toHaveLength(4);
    expect(problems[0]).toBe('API_PORT must be a whole number (got "eighty")');
    expect(problems.join('\n')).toContain('DATABASE_URL must be a postgres:// URL');
    expect(problems.join('\n')).toContain('TRIAL_DAYS must be at least 0');
    expect(problems.join('\n')).toContain('NODE_ENV');
  });
});

describe('Google sign-in', () => {
  it('is off without a client, on Google by default with one', () => {
    expect(parseEnv({}).GOOGLE_CLIENT_ID).toBeUndefined();
    const env = parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(env.GOOGLE_ISSUER_URL).toBe('https://accounts.google.com');
  });

  it('refuses half a client, naming the missing variable', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'GOOGLE_CLIENT_SECRET must be set with GOOGLE_CLIENT_ID',
    );
  });
});

describe('secrets outside development', () => {
  const realSecrets = {
    CMS_API_TOKEN: 'kH3s9Qm2vXw8Lr5Tz1Nc7Pb4Yd6Fg0Ja',
    CMS_WEBHOOK_SECRET: 'Zq8Wn3Rt6Yu1Io4Pa7Sd0Fg2Hj5Kl9Xc',
    STRIPE_SECRET_KEY: 'sk_live_51Hq8Wn3Rt6Yu1Io4Pa7Sd0Fg2Hj5Kl9Xc',
    STRIPE_WEBHOOK_SECRET: 'whsec_Zq8Wn3Rt6Yu1Io4Pa7Sd0Fg2Hj5Kl9',
    EMAIL_LINK_SECRET: 'Lp3Vb8Nc1Xz6Qw4Er9Ty2Ui7Op5As0Df',
    IMAGE_URL_SECRET: 'Gm7Hk2Jd9Sx4Wc1Ve6Bn3Mq8Rt5Yl0Pu',
  };

  it('accepts the local-only defaults in development and tests', () => {
    expect(() => parseEnv({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: 'test' })).not.toThrow();
  });

  it('refuses to start in production on a local-only secret, naming each variable', () => {
    let error: unknown;
    try {
      parseEnv({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems;
    expect(problems).toHaveLength(6);
    expect(problems[0]).toMatch(
      /^CMS_API_TOKEN must be set to a real secret with NODE_ENV=production/,
    );
    expect(problems[1]).toMatch(/^CMS_WEBHOOK_SECRET must be set/);
    expect(problems[0]).toContain('openssl rand -base64 32');
    expect(problems[2]).toMatch(/^STRIPE_SECRET_KEY must be set.*Stripe dashboard/);
    expect(problems[3]).toMatch(/^STRIPE_WEBHOOK_SECRET must be set.*webhook endpoint/);
    expect(problems[4]).toMatch(/^EMAIL_LINK_SECRET must be set/);
    expect(problems[5]).toMatch(/^IMAGE_URL_SECRET must be set.*openssl rand -base64 32/);
  });

  it('refuses a copied local-only value too, and starts with real ones', () => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        ...realSecrets,
        CMS_API_TOKEN: 'local-dev-only-cms-api-token-shared-with-the-api',
      }),
    ).toThrow(/CMS_API_TOKEN must be set/);
    expect(parseEnv({ NODE_ENV: 'production', ...realSecrets }).NODE_ENV).toBe('production');
  });
});

describe('test setup', () => {
  it('is off by default and refused in production', () => {
    expect(parseEnv({}).API_TEST_SETUP).toBe(false);
    expect(parseEnv({ API_TEST_SETUP: 'true', NODE_ENV: 'test' }).API_TEST_SETUP).toBe(true);
    expect(() =>
      parseEnv({
        API_TEST_SETUP: 'true',
        NODE_ENV: 'production',
        CMS_API_TOKEN: 'kH3s9Qm2vXw8Lr5Tz1Nc7Pb4Yd6Fg0Ja',
        CMS_WEBHOOK_SECRET: 'Zq8Wn3Rt6Yu1Io4Pa7Sd0Fg2Hj5Kl9Xc',
      }),
    ).toThrow(/API_TEST_SETUP must not be true with NODE_ENV=production/);
  });
});

describe('session windows', () => {
  it('refuses an idle timeout longer than the session itself', () => {
    expect(() => parseEnv({ SESSION_TTL_DAYS: '5', SESSION_IDLE_DAYS: '6' })).toThrow(
      /SESSION_IDLE_DAYS must not exceed SESSION_TTL_DAYS/,
    );
  });
});

describe('the AI provider', () => {
  it('is the offline guide by default and OpenAI only with a key', () => {
    expect(parseEnv({})).toMatchObject({ AI_PROVIDER: 'auto', OPENAI_API_KEY: undefined });
    expect(() => parseEnv({ AI_PROVIDER: 'openai' })).toThrow(
      /OPENAI_API_KEY must be set with AI_PROVIDER=openai/,
    );
    expect(parseEnv({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' }).OPENAI_MODEL).toBe(
      'gpt-6-luna',
    );
  });

  it("paces the offline guide's reply 15 ms a piece unless told, never negative", () => {
    expect(parseEnv({}).AI_OFFLINE_PAUSE_MS).toBe(15);
    expect(parseEnv({ AI_OFFLINE_PAUSE_MS: '0' }).AI_OFFLINE_PAUSE_MS).toBe(0);
    expect(() => parseEnv({ AI_OFFLINE_PAUSE_MS: '-5' })).toThrow(
      /AI_OFFLINE_PAUSE_MS must be at least 0/,
    );
  });
});

describe('.env.example', () => {
  const example = parseDotEnv(readFileSync(resolve(API_ROOT, '.env.example'), 'utf8'));

  it('documents every variable the API reads, and nothing else', () => {
    expect(Object.keys(example).sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('holds values that parse to the defaults', () => {
    expect(parseEnv(example)).toEqual(parseEnv({}));
  });
});
