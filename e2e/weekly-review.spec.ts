import { expect, test, type Page } from '@playwright/test';
import {
  WEEKLY_REVIEW_PATH,
  ZWeeklyReviewResponse,
  type TWeeklyReview,
} from '@manifest/contracts/weekly-review';
import { expectAccessibleEverywhere } from './support/accessibility';
import { expectToast } from './support/pages';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';

// Issue 38, the weekly review in the app: what Sunday evening's email showed, as "Your
// week" on the dashboard below Today until the next one, closed for that week at a tap.
test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

const yourWeek = (page: Page) => page.getByRole('region', { name: 'Your week' });
const ring = (page: Page) =>
  page
    .getByRole('region', { name: 'Today', exact: true })
    .getByRole('progressbar', { name: "Today's progress" });

/** Opens the dashboard; answers the review its call brought, once Today is on screen. */
const openDashboard = async (page: Page): Promise<TWeeklyReview | null> => {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === WEEKLY_REVIEW_PATH,
  );
  await page.goto('/dashboard');
  const answer = await answered;
  expect(answer.status()).toBe(200);
  await expect(ring(page)).toBeVisible();
  return ZWeeklyReviewResponse.parse(await answer.json()).review;
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];

test('a person whose review went out sees "Your week", closes it, and it stays closed', async ({
  page,
}) => {
  const api = await signUpWithProgressApi(page);
  await api.completeFirstTask();
  await api.sayAffirmation(1);
  const { totalPoints } = await api.points();
  expect(totalPoints).toBeGreaterThan(0);

  // Sunday evening's review, run for this person as the job would (API_TEST_SETUP): this
  // week's Sunday at 18:05 in their zone, so what they did today is in it.
  const run = await page.request.post('/api/test-setup/weekly-review', {
    data: { email: api.user.email },
  });
  expect(run.ok(), await run.text()).toBe(true);
  expect(await run.json()).toMatchObject({ sent: true });

  const seen: { review?: TWeeklyReview | null } = {};
  await expectAccessibleEverywhere(page, async () => {
    seen.review = await openDashboard(page);
    await expect(yourWeek(page)).toBeVisible();
  });
  // What the email said: today's points and task, no streak left by Sunday evening.
  expect(seen.review).toMatchObject({ points: totalPoints, tasksDone: 1, currentStreak: 0 });
  const bestDay = seen.review?.bestDay;
  const suggestion = seen.review?.suggestion;
  if (!bestDay || !suggestion) throw new Error('The review has no best day or suggestion');

  // Below Today, above the spec's stat cards.
  const card = yourWeek(page);
  await expect(card.getByRole('heading', { level: 2, name: 'Your week' })).toBeVisible();
  const figures = card.getByRole('list', { name: 'The week in figures' });
  await expect(figures.getByRole('listitem').filter({ hasText: 'Points' })).toContainText(
    String(totalPoints),
  );
  await expect(figures.getByRole('listitem').filter({ hasText: 'Tasks done' })).toContainText('1');
  await expect(figures.getByRole('listitem').filter({ hasText: 'Streak' })).toContainText('0 days');
  await expect(figures.getByRole('listitem').filter({ hasText: 'Meditation' })).toContainText(
    '0 minutes',
  );
  await expect(card).toContainText(
    `Best day: ${weekdayOf(bestDay.day)}, with ${totalPoints} points`,
  );
  await expect(card.locator('blockquote')).toHaveText(`“${suggestion.text}”`);
  await expect(card.getByText('One idea for next week')).toBeVisible();
  const [todayBox, cardBox, statsBox] = await Promise.all([
    page.getByRole('region', { name: 'Today', exact: true }).boundingBox(),
    card.boundingBox(),
    page.getByRole('region', { name: 'Your progress' }).boundingBox(),
  ]);
  expect(cardBox?.y).toBeGreaterThan(todayBox?.y ?? Infinity);
  expect(statsBox?.y).toBeGreaterThan(cardBox?.y ?? Infinity);

  // Closed for this week, and still closed after a reload.
  await card.getByRole('button', { name: "Hide this week's review" }).click();
  await expect(yourWeek(page)).toHaveCount(0);
  await expectToast(page, 'Weekly review hidden', 'Your next one arrives on Sunday evening.');
  await page.reload();
  await openDashboard(page);
  await expect(yourWeek(page)).toHaveCount(0);
});

test('a person with no review yet sees no "Your week"', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  await api.completeFirstTask();
  await openDashboard(page);
  await expect(page.getByRole('region', { name: 'Your progress' })).toBeVisible();
  await expect(yourWeek(page)).toHaveCount(0);
});
