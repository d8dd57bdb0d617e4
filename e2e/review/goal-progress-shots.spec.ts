import { expect, test, type Page } from '@playwright/test';
import { ZDailyTask } from '@manifest/contracts/daily-tasks';
import { ZGoalList } from '@manifest/contracts/goals';
import { TIME_ZONE_HEADER } from '@manifest/contracts/time-zone';
import { ZVisionItemList } from '@manifest/contracts/vision-board';
import { storeSessionInBrowser } from '../support/api-session';
import { BUSY_TIME_ZONE, LONG_TITLES, seedBusyPerson } from '../support/busy-person';

// Screenshots of the goals that move (issue 38) for a person to look at: a busy account
// with long titles, many goals, milestones and tasks made for goals, at 390 and 1280 px,
// light and dark, and the celebration of an achieved goal.
// `E2E_REVIEW=1 SCREENSHOTS_DIR=/tmp/shots/goals npx playwright test -c e2e/playwright.config.ts review/goal-progress-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots/goals';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;
const PAGES = ['/goal-setting', '/vision-board', '/daily-tasks', '/dashboard'] as const;

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(400);
};

test('goal pages of a busy person, 390 and 1280, light and dark', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const person = await seedBusyPerson(request);
  const headers = { Authorization: `Bearer ${person.token}`, [TIME_ZONE_HEADER]: BUSY_TIME_ZONE };
  const send = async (method: 'post' | 'patch', url: string, data: unknown = {}) => {
    const answer = await request[method](url, { headers, data });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return answer.json() as Promise<unknown>;
  };

  // More goals: vision items made goals, milestones (some checked), tasks made for goals.
  const items = ZVisionItemList.parse(
    await (await request.get('/api/vision-board', { headers })).json(),
  );
  for (const item of items.slice(0, 2)) await send('post', `/api/vision-board/${item.id}/goal`);
  const goals = ZGoalList.parse(await (await request.get('/api/goals', { headers })).json());
  const active = goals.filter((goal) => !goal.isCompleted);
  for (const [index, goal] of active.slice(0, 3).entries()) {
    for (const title of LONG_TITLES.slice(0, 3 + index)) {
      await send('post', `/api/goals/${goal.id}/milestones`, { title: title.slice(0, 90) });
    }
  }
  const withMilestones = ZGoalList.parse(
    await (await request.get('/api/goals', { headers })).json(),
  );
  for (const goal of withMilestones.filter((each) => each.milestones.length > 0)) {
    for (const milestone of goal.milestones.slice(0, 2)) {
      await send('patch', `/api/goals/${goal.id}/milestones/${milestone.id}`, { done: true });
    }
  }
  const [first, second] = active;
  for (const goal of [first, second]) {
    if (!goal) continue;
    const task = ZDailyTask.parse(
      await send('post', '/api/daily-tasks', {
        title: `Practise for this goal: ${goal.title}`.slice(0, 120),
        category: 'morning',
        goalId: goal.id,
      }),
    );
    await send('post', `/api/daily-tasks/${task.id}/complete`);
  }
  await send('post', '/api/check-badges');

  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
    timezoneId: BUSY_TIME_ZONE,
    reducedMotion: 'reduce',
    locale: 'en-US',
  });
  const page = await context.newPage();
  await storeSessionInBrowser(page, person.token, person.user);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [width, size] of SIZES) {
      await page.setViewportSize(size);
      for (const path of PAGES) {
        await page.goto(path);
        await settle(page);
        await page.screenshot({
          path: `${OUT}/${path.slice(1)}-${width}-${scheme}.png`,
          fullPage: true,
        });
      }
    }
  }

  // The celebration of an achieved goal, at both widths, light and dark.
  const toAchieve = active.slice(2, 6);
  let shot = 0;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [width, size] of SIZES) {
      const goal = toAchieve[shot];
      shot += 1;
      if (!goal) continue;
      await page.setViewportSize(size);
      await page.goto('/goal-setting');
      await settle(page);
      const card = page.locator(`#goal-${goal.id}`);
      await card.getByRole('button', { name: 'Mark achieved' }).click();
      const celebration = page.getByTestId('celebration-dialog');
      await expect(celebration).toContainText('Goal achieved');
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${OUT}/celebration-${width}-${scheme}.png` });
      await celebration.getByRole('button', { name: 'Continue' }).click();
    }
  }
  await context.close();
});
