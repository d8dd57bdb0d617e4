import { expect, type Page } from '@playwright/test';
import { VERIFY_EMAIL_URL } from '@manifest/contracts/email-verification';
import { waitForOutboxMatches } from './outbox';

/** A verification link as the API mails it (the shell's address of the run). */
export const VERIFY_LINK = /http\S+\/verify-email\?token=[\w-]+/;

/** The path and query of a link in a mail, for page.goto on the run's shell. */
export const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

/** The verification links mailed to `email` so far (at least `count`), oldest first. */
export const verificationLinksFor = (email: string, count = 1) =>
  waitForOutboxMatches(email, VERIFY_LINK, count);

/**
 * Proves `email` the way its owner does: the newest link it was mailed, sent to the API
 * as the verification page sends it.
 */
export async function verifyEmailThroughOutbox(page: Page, email: string) {
  const links = await verificationLinksFor(email);
  const token = new URL(links.at(-1) ?? '').searchParams.get('token');
  const answer = await page.request.post(VERIFY_EMAIL_URL, { data: { token } });
  // 409: proven already (an earlier test of the run opened the link).
  expect([200, 409], await answer.text()).toContain(answer.status());
}
