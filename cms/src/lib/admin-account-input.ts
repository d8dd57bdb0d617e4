/**
 * Reads an admin-panel account (email, password, names) from environment
 * variables with one prefix, e.g. CMS_ADMIN_* for the first admin and
 * CMS_EDITOR_* for the local editor.
 */
import { str } from './env';

export type AdminAccountInput = {
  email: string;
  password: string;
  firstname: string;
  lastname: string | null;
};

/** A plain shape check: Strapi validates again when it creates the account. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
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

/**
 * `<PREFIX>_EMAIL`, `<PREFIX>_PASSWORD`, `<PREFIX>_FIRSTNAME`, `<PREFIX>_LASTNAME`:
 * undefined when neither email nor password is set; an error naming the variable
 * when only one is, or when a value is unusable.
 */
export function readAdminAccountInput(
  prefix: 'CMS_ADMIN' | 'CMS_EDITOR',
  account: { purpose: string; defaultFirstName: string },
): AdminAccountInput | undefined {
  const email = str(`${prefix}_EMAIL`)?.toLowerCase();
  const password = process.env[`${prefix}_PASSWORD`] ?? '';
  if (email === undefined && password === '') return undefined;
  if (email === undefined || password === '') {
    throw new Error(
      `Set both ${prefix}_EMAIL and ${prefix}_PASSWORD to create ${account.purpose}, or neither.`,
    );
  }
  if (!isEmailAddress(email)) {
    throw new Error(`${prefix}_EMAIL is not a valid email address: "${email}"`);
  }
  const problem = passwordProblem(password);
  if (problem) throw new Error(`${prefix}_PASSWORD must contain ${problem}.`);
  return {
    email,
    password,
    firstname: str(`${prefix}_FIRSTNAME`, account.defaultFirstName),
    lastname: str(`${prefix}_LASTNAME`) ?? null,
  };
}
