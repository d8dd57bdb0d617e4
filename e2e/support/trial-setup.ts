import { expect, type Page } from '@playwright/test';

export type TTrialSetup = { trialEndDate?: string | null; hasPaid?: boolean };

/**
 * Changes a user's trial through the API's test setup (API_TEST_SETUP, on in the
 * end-to-end run): what no user could do through the UI, like a trial that ended.
 */
export async function setTrialThroughApi(page: Page, email: string, setup: TTrialSetup) {
  const response = await page.request.post('/api/test-setup/trial', { data: { email, ...setup } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A moment `days` days from now, as the API takes it. */
export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
