import { VERIFICATION_MAIL_SUBJECT } from '../../src/features/email-verification/email-verification-mail';
import type { Mail } from '../../src/lib/mailer';

const LINK = /\/verify-email\?token=([\w-]+)/;

/** The tokens of the verification links mailed to `email`, oldest first. */
export const verificationTokensIn = (mails: readonly Mail[], email: string): string[] =>
  mails
    .filter((mail) => mail.to === email && mail.subject === VERIFICATION_MAIL_SUBJECT)
    .flatMap((mail) => LINK.exec(mail.text)?.[1] ?? []);

/**
 * Waits (up to 5 s) until `count` verification links have been mailed to `email`; answers
 * them, oldest first. Sign-up sends its link in the background, after its answer.
 */
export async function waitForVerificationTokens(
  mails: readonly Mail[],
  email: string,
  count = 1,
): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const tokens = verificationTokensIn(mails, email);
    if (tokens.length >= count) return tokens;
    if (Date.now() > deadline) {
      throw new Error(`${tokens.length} of ${count} verification links came to ${email}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
