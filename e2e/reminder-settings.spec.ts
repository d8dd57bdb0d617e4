import { REMINDER_SETTINGS_PATH } from '@manifest/contracts/reminders';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/api-session';
import { expectAccessibleEverywhere } from './support/accessibility';
import { pathOf, verifyEmailThroughOutbox } from './support/email-verification';
import { waitForOutboxMatch } from './support/outbox';
import { expectToast } from './support/pages';

// Issue 38: the reminders panel of /settings. Each kind on or off at its own time, the
// quiet hours, saved together; after a reload the server's settings are what it shows.

const remindersForm = (page: Page) => page.getByRole('form', { name: 'Reminders' });

test('a changed reminder time, goal reminder and quiet hours stay after a reload', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/settings');
  const form = remindersForm(page);
  // A new person without first-run answers: the practice reminder at 08:00, the goal off.
  await expect(form.getByRole('switch', { name: 'Daily practice' })).toBeChecked();
  await expect(form.getByLabel('Practice reminder time')).toHaveValue('08:00');
  await expect(form.getByRole('switch', { name: 'Your goal' })).not.toBeChecked();
  await expect(form.getByLabel('Goal reminder time')).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Save reminders' })).toBeDisabled();

  await form.getByLabel('Practice reminder time').fill('06:45');
  await form.getByRole('switch', { name: 'Your goal' }).check();
  await form.getByLabel('Goal reminder time').fill('20:15');
  // Quiet hours that start and end together are refused beside the field.
  await form.getByLabel('From').fill('23:00');
  await form.getByLabel('Until').fill('23:00');
  await form.getByRole('button', { name: 'Save reminders' }).click();
  await expect(form.getByText('Quiet hours must not start and end at the same time')).toBeVisible();
  await form.getByLabel('Until').fill('06:30');
  await form.getByRole('button', { name: 'Save reminders' }).click();
  await expectToast(page, 'Reminders saved', 'We will remind you at the times you chose.');
  await expect(form.getByRole('button', { name: 'Save reminders' })).toBeDisabled();

  await page.reload();
  await expect(form.getByLabel('Practice reminder time')).toHaveValue('06:45');
  await expect(form.getByRole('switch', { name: 'Your goal' })).toBeChecked();
  await expect(form.getByLabel('Goal reminder time')).toHaveValue('20:15');
  await expect(form.getByLabel('From')).toHaveValue('23:00');
  await expect(form.getByLabel('Until')).toHaveValue('06:30');

  // Stopped: the switch, by keyboard, and no quiet hours at all.
  await form.getByRole('switch', { name: 'Daily practice' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('switch', { name: 'Quiet hours' }).uncheck();
  await expect(form.getByLabel('From')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save reminders' }).click();
  await expectToast(page, 'Reminders saved', 'We will remind you at the times you chose.');
  await page.reload();
  await expect(form.getByRole('switch', { name: 'Daily practice' })).not.toBeChecked();
  await expect(form.getByRole('switch', { name: 'Quiet hours' })).not.toBeChecked();
});

test('the reminders panel passes axe at both widths, light and dark', async ({ page }) => {
  await signUpThroughApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/settings');
    await expect(remindersForm(page).getByLabel('Practice reminder time')).toHaveValue('08:00');
  });
});

test('a reminder arrives by email at its minute, and its unsubscribe link stops it', async ({
  page,
}) => {
  // The queue's minute run, then the outbox: up to two minutes.
  test.setTimeout(180_000);
  const { user, token } = await signUpThroughApi(page);
  await verifyEmailThroughOutbox(page, user.email);
  // The practice reminder at this very minute of the person's zone: due at the next run.
  const zone = user.timeZone ?? 'UTC';
  const now = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  const saved = await page.request.put(REMINDER_SETTINGS_PATH, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      practice: { enabled: true, time: now },
      goal: { enabled: false, time: '19:00' },
      quietHours: null,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const header = await waitForOutboxMatch(
    user.email,
    /List-Unsubscribe:\s*<http[^>]+>,\s*<mailto:[^>]+>/,
    150_000,
  );
  const link = /<(http[^>]+)>/.exec(header)?.[1] ?? '';
  // The link from the email's body and header, opened in the browser through the shell.
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Stop practice reminders?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop practice reminders' }).click();
  await expect(page.getByRole('heading', { name: 'Practice reminders are off' })).toBeVisible();

  await page.goto('/settings');
  await expect(
    remindersForm(page).getByRole('switch', { name: 'Daily practice' }),
  ).not.toBeChecked();
});
