import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { expectToast } from './support/pages';

// Spec 001 sections 2, 4, 5, 8 and 9: 'Your Manifestation Goal' at /goal-setting,
// with the goal recommendations above the creation form.

const goalForm = (page: Page) => page.getByRole('form', { name: 'Your Manifestation Goal' });

const fillGoal = async (
  page: Page,
  values: { main: string; why: string; feel: string; beliefs: string },
) => {
  const form = goalForm(page);
  await form.getByLabel('What is your main goal?').fill(values.main);
  await form.getByLabel('Why does this matter to you?').fill(values.why);
  await form.getByLabel('How will your life feel when it is real?').fill(values.feel);
  await form.getByLabel('Supportive beliefs').fill(values.beliefs);
};

test.beforeEach(async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/goal-setting');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Manifestation Goal');
});

test('create the goal: each minimum first, then the view, the Goal Setter badge, and a reload', async ({
  page,
}) => {
  await fillGoal(page, { main: 'Bakery', why: 'Because', feel: 'Good', beliefs: 'Yes' });
  await goalForm(page).getByRole('button', { name: 'Save My Goal' }).click();
  for (const message of [
    'Your main goal should be at least 10 characters',
    'Please provide detailed emotional reasons (at least 20 characters)',
    'Describe how achieving this will feel (at least 15 characters)',
    'Add at least one supportive belief',
  ]) {
    await expect(goalForm(page).getByText(message)).toBeVisible();
  }

  await fillGoal(page, {
    main: 'Open my own bakery by next summer',
    why: 'Baking is when I feel most like myself and I want to share it',
    feel: 'Warm, proud and free every morning',
    beliefs: 'I can learn everything a business needs',
  });
  await goalForm(page).getByRole('button', { name: 'Save My Goal' }).click();
  await expectToast(
    page,
    'Goal Saved Successfully!',
    'Your manifestation goal has been saved and will serve as your daily reminder.',
  );
  const celebration = page.getByRole('dialog');
  await expect(celebration.getByRole('heading', { name: 'Goal Setter' })).toBeVisible();
  await celebration.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByText('Open my own bakery by next summer').first()).toBeVisible();
  await expect(page.getByText('Warm, proud and free every morning')).toBeVisible();
  await expect(page.getByText('Daily reminder:')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Open my own bakery by next summer').first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit Goal' }).click();
  await expect(goalForm(page).getByLabel('What is your main goal?')).toHaveValue(
    'Open my own bakery by next summer',
  );
  await goalForm(page).getByLabel('What is your main goal?').fill('Open a bakery with my sister');
  await goalForm(page).getByRole('button', { name: 'Save My Goal' }).click();
  await expect(page.getByText('Open a bakery with my sister').first()).toBeVisible();
  await expect(goalForm(page)).toHaveCount(0);
});

test('a recommended goal is added with one click, and the form stays for the manifestation goal', async ({
  page,
}) => {
  const panel = page.getByRole('region', { name: 'Smart Goal Recommendations' });
  await panel.getByRole('button', { name: 'Get Recommendations' }).click();
  await expectToast(page, 'Goals Generated!', 'Recommendations based on your journey.');
  const first = panel.getByRole('listitem').first();
  const title = (await first.locator('span').first().textContent()) ?? '';
  expect(title.length).toBeGreaterThan(10);
  await first.getByRole('button', { name: `Add as goal: ${title}` }).click();
  await expect(page.getByTestId('toast-title')).toHaveText('Goal Created!');
  await expect(first.getByRole('button', { name: `Added: ${title}` })).toBeDisabled();
  await expect(panel).toContainText('Offline guide');
  // A first goal earns 'Goal Setter': its celebration covers the page until closed.
  const celebration = page.getByRole('dialog');
  await expect(celebration.getByRole('heading', { name: 'Goal Setter' })).toBeVisible();
  await celebration.getByRole('button', { name: 'Close' }).click();
  await expect(goalForm(page)).toBeVisible();

  const goals = await page.evaluate(async () => {
    const token = localStorage.getItem('manifest_session');
    const answer = await fetch('/api/goals', { headers: { Authorization: `Bearer ${token}` } });
    return (await answer.json()) as Array<{ title: string; description: string; category: string }>;
  });
  expect(goals).toEqual([
    expect.objectContaining({
      title,
      description: `AI-recommended goal: ${title}`,
      category: 'manifestation',
    }),
  ]);
});

test('the goal page has no serious accessibility violation, form and view', async ({ page }) => {
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/goal-setting');
    await expect(goalForm(page)).toBeVisible();
  });
  await fillGoal(page, {
    main: 'Run a half marathon in spring',
    why: 'I want to prove to myself that I can do hard things',
    feel: 'Strong, light and capable',
    beliefs: 'My body grows stronger every week',
  });
  await goalForm(page).getByRole('button', { name: 'Save My Goal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/goal-setting');
    await expect(page.getByRole('button', { name: 'Edit Goal' })).toBeVisible();
  });
});
