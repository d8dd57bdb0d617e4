/**
 * Creates the first Strapi admin (super admin) from CMS_ADMIN_* variables, so a
 * fresh install or a CI run has a usable admin without clicking through the
 * registration page. Idempotent: once any admin exists it does nothing, and it
 * never changes an existing account.
 */
import type { Core } from '@strapi/strapi';
import { readAdminAccountInput } from '../lib/admin-account-input';

/** The part of Strapi's `admin::user` service used here (@strapi/admin 5.54). */
interface AdminUserService {
  exists(where?: Record<string, unknown>): Promise<boolean>;
  /** Transaction that locks the super admin role, re-checks that no admin exists, then creates one with that role. */
  createFirstAdmin(attributes: {
    email: string;
    password: string;
    firstname: string;
    lastname: string | null;
  }): Promise<{ id: number | string }>;
}

export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  // Checked before validating, so a later boot never fails on stale variables.
  if (await users.exists()) return;

  const input = readAdminAccountInput('CMS_ADMIN', {
    purpose: 'the first admin',
    defaultFirstName: 'Admin',
  });
  if (!input) return;

  try {
    await users.createFirstAdmin(input);
    strapi.log.info(`[cms] Created the first admin account ${input.email} from CMS_ADMIN_EMAIL.`);
  } catch (error) {
    // Another process (or the registration page) won the race: that is fine.
    if (await users.exists()) {
      strapi.log.info('[cms] An admin account already exists; CMS_ADMIN_* ignored.');
      return;
    }
    throw error;
  }
}
