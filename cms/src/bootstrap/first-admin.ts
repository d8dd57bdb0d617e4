/**
 * Makes sure the CMS never runs without a super admin: while none exists,
 * Strapi's registration page lets whoever comes first become one.
 *
 * - CMS_ADMIN_EMAIL + CMS_ADMIN_PASSWORD: that account is created.
 * - Neither, on a developer's machine or in tests: an admin with a generated
 *   password is created and its credentials written to a file only the owner
 *   can read (see lib/admin-credentials-file.ts).
 * - Neither, anywhere else (NODE_ENV=production, ...): boot stops with an error.
 *
 * Idempotent: once any admin exists it changes nothing.
 */
import type { Core } from '@strapi/strapi';
import { isEmailAddress, readAdminAccountInput } from '../lib/admin-account-input';
import {
  adminCredentialsFile,
  hasAdminCredentials,
  removeAdminCredentials,
  writeAdminCredentials,
} from '../lib/admin-credentials-file';
import { str } from '../lib/env';
import { generateAdminPassword } from '../lib/generated-password';
import { isLocalRun } from '../lib/node-env';

const DEFAULT_GENERATED_EMAIL = 'admin@manifest.local';

type AdminAttributes = {
  email: string;
  password: string;
  firstname: string;
  lastname: string | null;
};

/** The part of Strapi's `admin::user` service used here (@strapi/admin 5.54). */
type AdminUserService = {
  exists(where?: Record<string, unknown>): Promise<boolean>;
  /** Transaction that locks the super admin role, re-checks that no admin exists, then creates one with that role. */
  createFirstAdmin(attributes: AdminAttributes): Promise<{ id: number | string }>;
};

export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  // Checked before validating, so a later boot never fails on stale variables.
  if (await users.exists()) return remindOfGeneratedCredentials(strapi);

  const configured = readAdminAccountInput('CMS_ADMIN', {
    purpose: 'the first admin',
    defaultFirstName: 'Admin',
  });
  if (configured) {
    if (await createFirstAdmin(strapi, users, configured)) {
      strapi.log.info(
        `[cms] Created the first admin account ${configured.email} from CMS_ADMIN_EMAIL.`,
      );
    }
    return;
  }
  if (!isLocalRun()) {
    throw new Error(
      `The CMS has no admin account and CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD are not set. ` +
        `With NODE_ENV=${process.env.NODE_ENV} it never leaves the first-admin registration open: ` +
        'set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD (8+ characters with a lowercase letter, ' +
        'an uppercase letter and a number) to create the first super admin, then start again.',
    );
  }
  await createGeneratedAdmin(strapi, users);
}

/** False when another process (or the registration page) created an admin first. */
async function createFirstAdmin(
  strapi: Core.Strapi,
  users: AdminUserService,
  attributes: AdminAttributes,
): Promise<boolean> {
  try {
    await users.createFirstAdmin(attributes);
    return true;
  } catch (error) {
    if (await users.exists()) {
      strapi.log.info('[cms] An admin account already exists; the first admin was not created.');
      return false;
    }
    throw error;
  }
}

async function createGeneratedAdmin(strapi: Core.Strapi, users: AdminUserService): Promise<void> {
  const email = str('CMS_GENERATED_ADMIN_EMAIL', DEFAULT_GENERATED_EMAIL).toLowerCase();
  if (!isEmailAddress(email)) {
    throw new Error(`CMS_GENERATED_ADMIN_EMAIL is not a valid email address: "${email}"`);
  }
  const account = { email, password: generateAdminPassword(), firstname: 'Admin', lastname: null };
  const file = adminCredentialsFile();
  // Written before the account exists: a password that never reached the disk would lock the developer out.
  await writeAdminCredentials(file, {
    ...account,
    signInUrl: strapi.config.get('admin.absoluteUrl', '/admin'),
  });
  const isCreated = await createFirstAdmin(strapi, users, account);
  if (!isCreated) {
    await removeAdminCredentials(file);
    return;
  }
  // The password itself is never logged: logs are often shared or kept.
  strapi.log.info(`CMS admin: ${email}, password in ${file}`);
}

/**
 * On later boots, points at the file again while it exists: with every part of
 * the product logging at once, the first line is easy to miss. It shows only
 * the path, never the password.
 */
async function remindOfGeneratedCredentials(strapi: Core.Strapi): Promise<void> {
  const file = adminCredentialsFile();
  if (isLocalRun() && (await hasAdminCredentials(file))) {
    strapi.log.info(
      `CMS admin: sign-in details in ${file} (delete it once you changed the password)`,
    );
  }
}
