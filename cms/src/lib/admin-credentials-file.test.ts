import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCredentialsFile } from './admin-credentials-file';

// Where the generated first admin's credentials go (cms/src/lib/admin-credentials-file.ts):
// beside the SQLite database, so a run on another database never overwrites them.

const CMS_DIR = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('adminCredentialsFile', () => {
  it('sits beside the SQLite database: cms/.data by default, or wherever DATABASE_FILENAME is', () => {
    vi.stubEnv('CMS_ADMIN_CREDENTIALS_FILE', '');
    vi.stubEnv('DATABASE_CLIENT', '');
    vi.stubEnv('DATABASE_FILENAME', '');
    expect(adminCredentialsFile()).toBe(`${CMS_DIR}/.data/admin-credentials.txt`);
    vi.stubEnv('DATABASE_FILENAME', '/tmp/e2e-run/cms.db');
    expect(adminCredentialsFile()).toBe('/tmp/e2e-run/admin-credentials.txt');
  });

  it('stays in cms/.data with PostgreSQL', () => {
    vi.stubEnv('CMS_ADMIN_CREDENTIALS_FILE', '');
    vi.stubEnv('DATABASE_CLIENT', 'postgres');
    expect(adminCredentialsFile()).toBe(`${CMS_DIR}/.data/admin-credentials.txt`);
  });

  it('goes where CMS_ADMIN_CREDENTIALS_FILE says, relative to cms/', () => {
    vi.stubEnv('CMS_ADMIN_CREDENTIALS_FILE', 'secrets/admin.txt');
    expect(adminCredentialsFile()).toBe(`${CMS_DIR}/secrets/admin.txt`);
    vi.stubEnv('CMS_ADMIN_CREDENTIALS_FILE', '/run/cms/admin.txt');
    expect(adminCredentialsFile()).toBe('/run/cms/admin.txt');
  });
});
