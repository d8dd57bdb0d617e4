/**
 * Where a generated first admin's credentials are kept on a developer's
 * machine: a file only its owner can read, beside the SQLite database it opens
 * (cms/.data/admin-credentials.txt by default, git-ignored). Beside the
 * database, so a run on another database (the end-to-end tests' temporary one,
 * say) never overwrites the file of the developer's own.
 * CMS_ADMIN_CREDENTIALS_FILE puts it anywhere else.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { databaseClient, sqliteFilename } from './database-location';
import { appRoot, str } from './env';

const FILE_NAME = 'admin-credentials.txt';

/** Absolute path; a relative CMS_ADMIN_CREDENTIALS_FILE is anchored at cms/. */
export function adminCredentialsFile(): string {
  const configured = str('CMS_ADMIN_CREDENTIALS_FILE');
  if (configured) return path.resolve(appRoot(), configured);
  const folder =
    databaseClient() === 'sqlite' ? path.dirname(sqliteFilename()) : path.join(appRoot(), '.data');
  return path.join(folder, FILE_NAME);
}

export async function writeAdminCredentials(
  file: string,
  account: { email: string; password: string; signInUrl: string },
): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Removed first so the new file is created with mode 0600: writeFile keeps
  // the permissions of a file that already exists.
  await fs.rm(file, { force: true });
  const text = [
    `# Manifest CMS: the first super admin, generated ${new Date().toISOString()}.`,
    `# Sign in at ${account.signInUrl}; once you have changed the password there, delete this file.`,
    `email: ${account.email}`,
    `password: ${account.password}`,
    '',
  ].join('\n');
  await fs.writeFile(file, text, { mode: 0o600, flag: 'wx' });
}

export async function removeAdminCredentials(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}

export async function hasAdminCredentials(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
