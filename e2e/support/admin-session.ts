import { expect, type Page } from '@playwright/test';
import { ZAuthResponse } from '@manifest/contracts/auth';
import { E2E_ADMIN } from '../ports';
import { verifyEmailThroughOutbox } from './email-verification';

/**
 * The run's admin through the real rule: ADMIN_EMAILS lists the address, and its owner
 * proves it with the link sign-up mailed to the run's outbox. Created on first use,
 * signed in after; the link is opened whichever, so a run that stopped between the two
 * still ends with a proven address.
 */
export async function adminSession(page: Page) {
  const created = await page.request.post('/api/test-setup/users', {
    data: { firstName: 'Ada', lastName: 'Admin', ...E2E_ADMIN },
  });
  await verifyEmailThroughOutbox(page, E2E_ADMIN.email);
  const answer = await page.request.post('/api/auth/signin', { data: E2E_ADMIN });
  expect(answer.ok(), await answer.text()).toBe(true);
  const session = ZAuthResponse.parse(await answer.json());
  expect(session.user.isAdmin, `created: ${created.status()}`).toBe(true);
  return session;
}
