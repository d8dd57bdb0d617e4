/**
 * Creates the first Strapi admin (super admin) from CMS_ADMIN_* variables, so a
 * fresh install or a CI run has a usable admin without clicking through the
 * registration page. Idempotent: once any admin exists it does nothing, and it
 * never changes an existing account.
 */
import type { Core } from '@strapi/strapi';
import { str } from '../lib/env';

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

interface FirstAdminInput {
  email: string;
  password: string;
  firstname: string;
  lastname: string | null;
}

/** Same rules as Strapi's admin registration form, so the account can sign in through the UI. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return 'at least 8 characters';
  if (Buffer.byteLength(password, 'utf8') > 72) return 'at most 72 bytes';
  if (!/[a-z]/.test(password)) return 'a lowercase letter';
  if (!/[A-Z]/.test(password)) return 'an uppercase letter';
  if (!/\d/.test(password)) return 'a number';
  return undefined;
}

/** Reads and checks the variables; undefined when neither email nor password is set. */
export function readFirstAdminInput(): FirstAdminInput | undefined {
  const email = str('CMS_ADMIN_EMAIL')?.toLowerCase();
  const password = process.env.CMS_ADMIN_PASSWORD ?? '';
  if (email === undefined && password === '') return undefined;
  if (email === undefined || password === '') {
    throw new Error(
      'Set both CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD to create the first admin, or neither.',
    );
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`CMS_ADMIN_EMAIL is not a valid email address: "${email}"`);
  }
  const problem = passwordProblem(password);
  if (problem) throw new Error(`CMS_ADMIN_PASSWORD must contain ${problem}.`);
  return {
    email,
    password,
    firstname: str('CMS_ADMIN_FIRSTNAME', 'Admin'),
    lastname: str('CMS_ADMIN_LASTNAME') ?? null,
  };
}

export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  // Checked before validating, so a later boot never fails on stale variables.
  if (await users.exists()) return;

  const input = readFirstAdminInput();
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
