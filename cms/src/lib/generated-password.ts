import { randomBytes } from 'node:crypto';
import { passwordProblem } from './admin-account-input';

/** 24 base64url characters: 144 random bits, well under bcrypt's 72-byte limit. */
const RANDOM_BYTES = 18;

/**
 * A random password that Strapi's admin rules accept (a lowercase and an
 * uppercase letter and a number), so the account can also sign in through
 * the login form. Draws again in the rare case a draw misses a character class
 * (no digit in 24 characters: about 2 %), rather than appending fixed characters.
 */
export function generateAdminPassword(): string {
  for (;;) {
    const password = randomBytes(RANDOM_BYTES).toString('base64url');
    if (passwordProblem(password) === undefined) return password;
  }
}
