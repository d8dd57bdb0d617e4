import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port';
import { startStrapi, type StrapiProcess } from '../../tools/strapi-process';

// The real, built Strapi started the way a developer's `npm start` does
// (NODE_ENV=development, no CMS_ADMIN_*, no HOST), and the way a careless
// production deployment would: it must never leave the first-admin
// registration open to whoever comes first.

/** Nothing listens here: these runs never need the API's webhook. */
const NO_API = 'http://127.0.0.1:9';

/** A value that is neither empty nor the public local-dev-only default. */
const REAL_SECRET = 'Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWo=';
const PRODUCTION_SECRETS = {
  APP_KEYS: `${REAL_SECRET},${REAL_SECRET}x`,
  API_TOKEN_SALT: REAL_SECRET,
  ADMIN_JWT_SECRET: REAL_SECRET,
  TRANSFER_TOKEN_SALT: REAL_SECRET,
  JWT_SECRET: REAL_SECRET,
  ENCRYPTION_KEY: REAL_SECRET,
  CMS_API_TOKEN: REAL_SECRET,
  CMS_WEBHOOK_SECRET: REAL_SECRET,
};
const NO_ADMIN_VARIABLES = { CMS_ADMIN_EMAIL: undefined, CMS_ADMIN_PASSWORD: undefined };

let folder: string;
let credentialsFile: string;
let databaseFile: string;
let port: number;
let strapi: StrapiProcess | undefined;

/** Boots like a developer's first `npm start` (or a later one, on the same database). */
const bootLikeADeveloper = () =>
  startStrapi({
    port,
    databaseFile,
    apiUrl: NO_API,
    env: {
      ...NO_ADMIN_VARIABLES,
      NODE_ENV: 'development',
      HOST: undefined,
      CMS_ADMIN_CREDENTIALS_FILE: undefined,
    },
  });

const readCredentials = async () => {
  const text = await readFile(credentialsFile, 'utf8');
  return {
    email: /^email: (.+)$/m.exec(text)?.[1],
    password: /^password: (.+)$/m.exec(text)?.[1],
  };
};

const signIn = (credentials: { email?: string | undefined; password?: string | undefined }) =>
  fetch(`${strapi!.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });

/** This machine's first address that is not loopback, if it has one. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'manifest-cms-admin-'));
  databaseFile = join(folder, 'developer.db');
  // Beside the database by default (cms/.data/ for the default cms/.data/cms.db).
  credentialsFile = join(folder, 'admin-credentials.txt');
  port = await freePort();
  strapi = await bootLikeADeveloper();
});

afterAll(async () => {
  await strapi?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the CMS on a developer machine with no CMS_ADMIN_*', () => {
  it('creates the first admin with a generated password, in a file beside the database only its owner can read', async () => {
    const credentials = await readCredentials();
    expect(credentials.email).toBe('admin@manifest.local');
    expect(credentials.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await stat(credentialsFile)).mode & 0o777).toBe(0o600);
    expect(strapi!.output()).toContain(
      `CMS admin: admin@manifest.local, password in ${credentialsFile}`,
    );
    expect(strapi!.output()).not.toContain(credentials.password);

    const login = await signIn(credentials);
    expect(login.status).toBe(200);
  });

  it('leaves the first-admin registration closed', async () => {
    const answer = await fetch(`${strapi!.url}/admin/register-admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'first-come@evil.example',
        password: 'FirstCome1234',
        firstname: 'Mallory',
      }),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await answer.text()).not.toContain('"token"');
    expect(
      (await signIn({ email: 'first-come@evil.example', password: 'FirstCome1234' })).status,
    ).toBe(400);
  });

  it.skipIf(externalAddress === undefined)(
    'listens on 127.0.0.1 only when HOST is unset',
    async () => {
      expect((await fetch(`http://127.0.0.1:${port}/_health`)).status).toBe(204);
      await expect(fetch(`http://${externalAddress}:${port}/_health`)).rejects.toThrow();
    },
  );

  it('keeps the same admin and password on the next boot, and only points at the file', async () => {
    const before = await readFile(credentialsFile, 'utf8');
    await strapi!.stop();
    strapi = await bootLikeADeveloper();
    expect(await readFile(credentialsFile, 'utf8')).toBe(before);
    expect(strapi.output()).not.toContain('password in');
    expect(strapi.output()).toContain(`CMS admin: sign-in details in ${credentialsFile}`);
    expect((await signIn(await readCredentials())).status).toBe(200);
  });
});

describe('the CMS with NODE_ENV=production', () => {
  it('refuses to start without an admin and without CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD', async () => {
    const file = join(folder, 'private', 'production-credentials.txt');
    await expect(
      startStrapi({
        port: await freePort(),
        databaseFile: join(folder, 'production.db'),
        apiUrl: NO_API,
        env: {
          ...NO_ADMIN_VARIABLES,
          ...PRODUCTION_SECRETS,
          NODE_ENV: 'production',
          CMS_ADMIN_CREDENTIALS_FILE: file,
        },
      }),
    ).rejects.toThrow(/no admin account and CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD are not set/);
    await expect(stat(file)).rejects.toThrow();
  });

  it('refuses the public local-dev-only secrets, naming each and how to generate it', async () => {
    const secretsUnset = Object.fromEntries(
      Object.keys(PRODUCTION_SECRETS).map((name) => [name, undefined]),
    );
    const refusal = startStrapi({
      port: await freePort(),
      databaseFile: join(folder, 'no-secrets.db'),
      apiUrl: NO_API,
      env: { ...secretsUnset, NODE_ENV: 'production' },
    });
    await expect(refusal).rejects.toThrow(/CMS refuses to start with NODE_ENV=production/);
    const message = await refusal.catch((error: Error) => error.message);
    for (const name of Object.keys(PRODUCTION_SECRETS)) {
      expect(message).toMatch(new RegExp(`- ${name}: .*openssl rand -base64 32`));
    }
  });
});
