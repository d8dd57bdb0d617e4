import { expect, test, type Page } from '@playwright/test';
import { ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { ZGoalList } from '@manifest/contracts/goals';
import { ZUserPlan } from '@manifest/contracts/plan';
import { SESSION_KEY } from '@manifest/api-client/session-storage';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { expectToast, fillSignUp } from './support/pages';
import { newUser } from './support/users';

// Issue 38, "First run": after sign-up, a short skippable flow; the server makes a
// starter plan from the answers, which stay editable in settings.

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** What the server keeps for the person signed in on this page. */
async function serverState(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const headers = { Authorization: `Bearer ${token}` };
  const [plan, goals, tasks] = await Promise.all([
    page.request.get('/api/user/plan', { headers }),
    page.request.get('/api/goals', { headers }),
    page.request.get('/api/daily-tasks', { headers }),
  ]);
  return {
    plan: ZUserPlan.parse(await plan.json()),
    goals: ZGoalList.parse(await goals.json()),
    tasks: ZDailyTaskList.parse(await tasks.json()),
  };
}

test("a new person signs up by email, answers the first run, does Today's plan and finds the answers in settings", async ({
  page,
}) => {
  await page.goto('/signup');
  await fillSignUp(page, newUser());
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-welcome')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's make your first plan");

  // 1. Life areas: at least one, the first chosen leads.
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(stepHeading(page, 'What would you like to grow?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose at least one area')).toBeVisible();
  const areas = page.getByRole('group', { name: 'What would you like to grow?' });
  await areas.getByRole('button', { name: 'Health & Vitality' }).click();
  await areas.getByRole('button', { name: 'Wealth & Abundance' }).click();
  await expect(areas.getByRole('button', { name: 'Health & Vitality' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Your plan leads with Health & Vitality.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2. Practice time; Back keeps what was chosen.
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(stepHeading(page, 'When do you like to practise?')).toBeFocused();
  await page.getByRole('radio', { name: /Evening/ }).check();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(areas.getByRole('button', { name: 'Wealth & Abundance' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: /Evening/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3. Reminder time: it followed the evening until the person set their own.
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  const reminder = page.getByLabel('When should we remind you?');
  await expect(reminder).toHaveValue('20:00');
  await reminder.fill('21:15');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. Main goal, then the plan.
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByLabel("What's your main goal?").fill('Open my own bakery');
  await page.getByRole('button', { name: 'Create my plan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(
    page,
    'Your plan is ready ✨',
    'Today starts with practices picked for you. Change them any time in Settings.',
  );

  const { plan, goals, tasks } = await serverState(page);
  expect(plan).toMatchObject({
    firstRunDone: true,
    answers: {
      areas: ['health', 'wealth'],
      practiceTime: 'evening',
      reminderTime: '21:15',
      mainGoal: 'Open my own bakery',
    },
    plan: { affirmationCategory: 'health', goalId: goals[0]?.id },
  });
  expect(plan.plan?.taskIds.every((id) => id.startsWith('evening-'))).toBe(true);
  expect(goals.map(({ title, category }) => ({ title, category }))).toEqual([
    { title: 'Open my own bakery', category: 'manifestation' },
  ]);

  // The drafted goal is the person's first: its badge is celebrated first.
  const celebration = page.getByRole('dialog', { name: 'Goal Setter' });
  await celebration.getByRole('button', { name: 'Close' }).click();
  await expect(celebration).toBeHidden();

  // Today opens the dashboard with the plan's practices; one tap fills the ring a step.
  const today = page.getByRole('region', { name: 'Today', exact: true });
  const ring = today.getByRole('progressbar', { name: "Today's progress" });
  const planned = (plan.plan?.taskIds ?? []).map(
    (id) => tasks.find((task) => task.id === id)?.title ?? id,
  );
  expect(planned).toHaveLength(3);
  for (const title of planned) {
    await expect(today.getByRole('checkbox', { name: `Mark done: ${title}` })).not.toBeChecked();
  }
  // The goal drafted from the answer was written today: its step is done already.
  await expect(ring).toHaveAttribute('aria-valuenow', '1');
  await today.getByRole('checkbox', { name: `Mark done: ${planned[0]}` }).click();
  await expect(today.getByRole('checkbox', { name: `Mark done: ${planned[0]}` })).toBeChecked();
  await expect(ring).toHaveAttribute('aria-valuenow', '2');

  // Settings shows the answers and saves a change to the same goal.
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Your plan' });
  await expect(page.getByRole('list', { name: 'Your plan now' })).toContainText(
    '3 evening practices',
  );
  const chosenAreas = form.getByRole('group', { name: 'Life areas' });
  await expect(chosenAreas.getByRole('button', { name: 'Health & Vitality' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(chosenAreas.getByRole('button', { name: 'Love & Relationships' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(form.getByRole('radio', { name: 'Evening' })).toBeChecked();
  await expect(form.getByLabel('Reminder time')).toHaveValue('21:15');
  await expect(form.getByLabel('Main goal')).toHaveValue('Open my own bakery');

  await form.getByLabel('Main goal').fill('Open two bakeries');
  await form.getByRole('radio', { name: 'Morning' }).check();
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expectToast(page, 'Plan saved', 'Your starter plan now follows your answers.');
  await expect(page.getByRole('list', { name: 'Your plan now' })).toContainText(
    '3 morning practices',
  );
  const saved = await serverState(page);
  expect(saved.goals.map(({ id, title }) => ({ id, title }))).toEqual([
    { id: goals[0]?.id, title: 'Open two bakeries' },
  ]);
  expect(saved.plan.answers?.practiceTime).toBe('morning');

  // Done once: the first run is never shown again.
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a new person skips the first run: the dashboard, no plan, and settings asks again', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/welcome');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  const areas = page.getByRole('group', { name: 'What would you like to grow?' });
  await areas.getByRole('button', { name: 'Purpose & Success' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const { plan, goals } = await serverState(page);
  expect(plan).toEqual({ firstRunDone: true, answers: null, plan: null });
  expect(goals).toEqual([]);

  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await expect(page.getByText('No plan yet.')).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Your plan' }).getByRole('button', { name: 'Save plan' }),
  ).toBeDisabled();
});

test('the first run and the plan settings have no serious accessibility violation', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/welcome');
    const areas = page.getByRole('group', { name: 'What would you like to grow?' });
    await areas.getByRole('button', { name: 'Love & Relationships' }).click();
    await expect(page.getByText('Your plan leads with Love & Relationships.')).toBeVisible();
  });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Choose at least one area')).toBeVisible();
  });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/welcome');
    const areas = page.getByRole('group', { name: 'What would you like to grow?' });
    await areas.getByRole('button', { name: 'Spiritual Alignment' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('radio', { name: /Morning/ })).toBeChecked();
  });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/settings');
    await expect(page.getByRole('form', { name: 'Your plan' })).toBeVisible();
  });
});
