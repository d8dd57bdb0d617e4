import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../../tools/free-port';
import { startStrapi, type StrapiProcess } from '../../../tools/strapi-process';
import { signInToStrapiAdmin } from './strapi-admin';

/** Nothing listens here: suites that use this never need the API's webhook. */
const NO_API = 'http://127.0.0.1:9';

type StrapiSuite = {
  strapi: StrapiProcess;
  admin: Awaited<ReturnType<typeof signInToStrapiAdmin>>;
  /** A Content API token with every permission: the strongest a token can be. */
  fullAccessToken: string;
};

/**
 * The real, built Strapi on its own SQLite file for the suite, signed in as its
 * admin: started before the suite's tests, stopped (and its folder removed)
 * after `beforeStop` ran. Read the fields inside tests or hooks.
 */
export function useStrapiSuite(
  label: string,
  { beforeStop }: { beforeStop?: () => Promise<void> } = {},
) {
  const state: Partial<StrapiSuite> & { folder?: string } = {};

  beforeAll(async () => {
    state.folder = await mkdtemp(join(tmpdir(), `manifest-cms-${label}-`));
    state.strapi = await startStrapi({
      port: await freePort(),
      databaseFile: join(state.folder, 'cms.db'),
      apiUrl: NO_API,
    });
    state.admin = await signInToStrapiAdmin(state.strapi.url);
    state.fullAccessToken = await state.admin.createFullAccessToken();
  });

  afterAll(async () => {
    if (state.strapi) await beforeStop?.();
    await state.strapi?.stop();
    if (state.folder) await rm(state.folder, { recursive: true, force: true });
  });

  const started = <K extends keyof StrapiSuite>(key: K): StrapiSuite[K] => {
    const value = state[key];
    if (value === undefined) throw new Error(`${key} is read before beforeAll ran`);
    return value as StrapiSuite[K];
  };
  return {
    get strapi() {
      return started('strapi');
    },
    get admin() {
      return started('admin');
    },
    get fullAccessToken() {
      return started('fullAccessToken');
    },
  };
}
