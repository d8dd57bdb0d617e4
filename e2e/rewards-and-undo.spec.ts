import { expect, test, type Locator, type Page } from '@playwright/test';
import { ZPointsResponse } from '@manifest/contracts/points';
import { ZRewardsResponse } from '@manifest/contracts/rewards';
import { TIME_ZONE_HEADER } from '@manifest/contracts/time-zone';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { PROGRESS_TIME_ZONE } from './support/progress-api';

// Issue 38: points that buy (rewards on /track-record) and taps that undo (a task on
// /daily-tasks, an affirmation on /affirmations).
test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

/** A fresh person, and the API as they see it (their zone, their token). */
async function signUp(page: Page) {
  const { token } = await signUpThroughApi(page);
  const headers = { Authorization: `Bearer ${token}`, [TIME_ZONE_HEADER]: PROGRESS_TIME_ZONE };
  const send = async (method: 'post' | 'put', url: string, data: unknown = {}) => {
    const answer = await page.request[method](url, { headers, data });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return answer.json() as Promise<unknown>;
  };
  const get = async (url: string) => {
    const answer = await page.request.get(url, { headers });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return answer.json() as Promise<unknown>;
  };
  return {
    totalPoints: async () => ZPointsResponse.parse(await get('/api/user/points')).totalPoints,
    rewards: async () => ZRewardsResponse.parse(await get('/api/rewards')),
    /** Earns points: a completed challenge, and the badges it brings. */
    earnPoints: async () => {
      await send('post', '/api/challenges/1/start');
      await send('put', '/api/challenges/1/complete', { reflection: 'Done with intention.' });
      await send('post', '/api/check-badges');
    },
    addReward: (title: string, price: number) => send('post', '/api/rewards', { title, price }),
  };
}

const taskCard = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

const pointsEarnedCard = (page: Page): Locator =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Points Earned', exact: true }) });

const openDailyTasks = async (page: Page) => {
  await page.goto('/daily-tasks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Manifestation Tasks');
  await expect(page.getByText('Loading your daily tasks...')).toBeHidden();
};

const rewardsSection = (page: Page): Locator => page.getByRole('region', { name: 'Rewards' });

const openTrackRecord = async (page: Page) => {
  await page.goto('/track-record');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Track Record');
  await expect(rewardsSection(page).getByTestId('rewards-balance')).toBeVisible();
};

test('a task completed by mistake is undone from its card or the toast, and its points go back', async ({
  page,
}) => {
  const person = await signUp(page);
  await openDailyTasks(page);

  const gratitude = taskCard(page, 'Morning gratitude list');
  await gratitude.getByRole('button', { name: 'Complete Morning gratitude list' }).click();
  await expect(gratitude).toContainText('Completed today');
  await expect(page.getByTestId('toast-title')).toHaveText('Task Completed!');
  await expect(pointsEarnedCard(page)).toContainText('10');
  expect(await person.totalPoints()).toBe(10);

  await gratitude.getByRole('button', { name: 'Undo Morning gratitude list' }).click();
  await expect(page.getByTestId('toast-title')).toHaveText('Task undone');
  await expect(page.getByTestId('toast-description')).toHaveText(
    '"Morning gratitude list" is open again; 10 points taken back.',
  );
  await expect(
    gratitude.getByRole('button', { name: 'Complete Morning gratitude list' }),
  ).toBeVisible();
  await expect(pointsEarnedCard(page)).not.toContainText('10');
  expect(await person.totalPoints()).toBe(0);

  // The toast after completing offers Undo for a few seconds.
  const intention = taskCard(page, "Set today's intention");
  await intention.getByRole('button', { name: "Complete Set today's intention" }).click();
  await expect(page.getByTestId('toast-title')).toHaveText('Task Completed!');
  await page.getByTestId('toast').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('toast-title')).toHaveText('Task undone');
  await expect(
    intention.getByRole('button', { name: "Complete Set today's intention" }),
  ).toBeVisible();
  expect(await person.totalPoints()).toBe(0);

  // The track record agrees: nothing was done.
  await page.goto('/track-record');
  await expect(page.getByText('No activities yet')).toBeVisible();
});

test('an affirmation said by mistake is undone, and its points go back', async ({ page }) => {
  const person = await signUp(page);
  await page.goto('/affirmations');
  const card = page.getByRole('article').filter({ hasText: 'Say it 3 times' }).first();
  await card.getByRole('button', { name: 'I said it' }).click();
  await expect(card).toContainText('Said today');
  await expect.poll(() => person.totalPoints()).toBe(10);
  await card.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('toast-title')).toHaveText('Affirmation undone');
  await expect(card.getByRole('button', { name: 'I said it' })).toBeVisible();
  expect(await person.totalPoints()).toBe(0);
});

test('points earned buy a reward the person wrote; the balance drops, Total Points stays', async ({
  page,
}) => {
  const person = await signUp(page);
  await person.earnPoints();
  const { earned } = await person.rewards();
  expect(earned).toBeGreaterThanOrEqual(100);
  const format = (points: number) => points.toLocaleString('en-US');

  await openTrackRecord(page);
  const section = rewardsSection(page);
  await expect(section.getByTestId('rewards-balance')).toHaveText(
    `${format(earned)} earned · ${format(earned)} to spend`,
  );
  // Empty: two ideas, and a way to write one's own.
  await expect(section.getByText('Treat yourself with the points you earn')).toBeVisible();
  await expect(section.getByRole('button', { name: /A guilt-free movie night/ })).toBeVisible();
  await section.getByRole('button', { name: 'Write your own' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add a reward' });
  await dialog.getByRole('button', { name: 'Add reward' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Price must be a number of points')).toBeVisible();
  await dialog.getByLabel('Reward', { exact: true }).fill('A quiet afternoon at the lake');
  await dialog.getByLabel('Price (points)').fill('100');
  await dialog.getByRole('button', { name: 'Add reward' }).click();
  await expect(dialog).toBeHidden();

  const reward = section.getByRole('article', { name: 'A quiet afternoon at the lake' });
  await expect(reward).toContainText('100 points');
  await reward.getByRole('button', { name: 'Redeem A quiet afternoon at the lake' }).click();
  const confirm = page.getByRole('alertdialog', { name: /Redeem “A quiet afternoon at the lake”/ });
  await expect(confirm).toContainText(`You will have ${format(earned - 100)} points left to spend`);
  await confirm.getByRole('button', { name: 'Spend 100 points' }).click();
  await expect(page.getByTestId('toast-title')).toHaveText('Enjoy your reward!');
  await expect(section.getByTestId('rewards-balance')).toHaveText(
    `${format(earned)} earned · ${format(earned - 100)} to spend`,
  );
  await expect(section.getByText('Recently redeemed')).toBeVisible();
  await expect(reward).toContainText('Redeemed 1 time');
  // Total Points is what was earned: a purchase never lowers it.
  await expect(pointsEarnedCard(page)).toContainText(format(earned));
  expect(await person.totalPoints()).toBe(earned);
  expect(await person.rewards()).toMatchObject({ spent: 100, balance: earned - 100 });

  // Short of points: the button says how many more, and buys nothing.
  await person.addReward('A weekend away', earned + 500);
  await page.reload();
  const away = section.getByRole('article', { name: 'A weekend away' });
  await expect(away.getByRole('button', { name: `Need ${format(600)} more` })).toBeDisabled();
});

test('the rewards section and the Undo buttons are accessible at both widths, light and dark', async ({
  page,
}) => {
  const person = await signUp(page);
  await person.earnPoints();
  await person.addReward('A guilt-free movie night', 150);
  await person.addReward('A weekend away with friends somewhere warm and quiet', 5000);
  await expectAccessibleEverywhere(page, () => openTrackRecord(page));

  await page.setViewportSize({ width: 390, height: 844 });
  await openTrackRecord(page);
  const movie = rewardsSection(page).getByRole('article', { name: 'A guilt-free movie night' });
  await movie.getByRole('button', { name: 'Redeem A guilt-free movie night' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  // Keyboard: Escape leaves without spending.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect((await person.rewards()).spent).toBe(0);

  await expectAccessibleEverywhere(page, async () => {
    await openDailyTasks(page);
    const gratitude = taskCard(page, 'Morning gratitude list');
    if (
      await gratitude.getByRole('button', { name: 'Complete Morning gratitude list' }).isVisible()
    ) {
      await gratitude.getByRole('button', { name: 'Complete Morning gratitude list' }).click();
      // The toast offering Undo arrives after the card turns: axe waits for it to settle.
      await expect(page.getByTestId('toast-title')).toHaveText('Task Completed!');
    }
    await expect(
      gratitude.getByRole('button', { name: 'Undo Morning gratitude list' }),
    ).toBeVisible();
  });
});
