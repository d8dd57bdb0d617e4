import { describe, expect, it } from 'vitest';
import { passwordProblem } from './admin-account-input';
import { generateAdminPassword } from './generated-password';

// The generated first admin's password (cms/src/lib/generated-password.ts)
// must pass Strapi's own admin password rules, every time.

describe('generateAdminPassword', () => {
  it('always satisfies Strapi’s admin password rules and never repeats', () => {
    const passwords = Array.from({ length: 2_000 }, generateAdminPassword);
    expect(passwords.filter((password) => passwordProblem(password) !== undefined)).toEqual([]);
    expect(new Set(passwords).size).toBe(passwords.length);
    expect(passwords.every((password) => password.length === 24)).toBe(true);
  });
});
