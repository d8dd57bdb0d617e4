import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/api-session';

// Spec 000 section 2: the desktop top bar, the mobile bottom navigation and its swipes.

const TEN_PAGES = [
  'Dashboard',
  'Daily Tasks',
  'Vision Board',
  'Challenges',
  'Meditations',
  'Affirmations',
  'Goals',
  'Track Record',
  'AI Assistant',
  'Blog',
];
const SIX_TABS = ['Home', 'Tasks', 'Vision', 'Meditate', 'Goals', 'Track'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Tabs' });

/** Spec 000 breakpoints. Phone, tablet (the first three links), desktop, extra large (labels). */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 700, height: 900 };
const DESKTOP = { width: 1280, height: 800 };
const EXTRA_LARGE = { width: 1536, height: 900 };

async function signedInAt(page: Page, viewport: { width: number; height: number }, path: string) {
  await page.setViewportSize(viewport);
  await signUpThroughApi(page);
  await page.goto(path);
  await expect(page.getByTestId('top-bar')).toBeVisible();
}

test('desktop (1280 px): the product name, all ten page links as icons, points, account', async ({
  page,
}) => {
  await signedInAt(page, DESKTOP, '/daily-tasks');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Manifest' })).toBeVisible();
  for (const name of TEN_PAGES) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Below 1536 px the labels are hidden: a tip shows on hover or keyboard focus.
  const challenges = mainNav(page).getByRole('link', { name: 'Challenges' });
  const tip = challenges.getByText('Challenges');
  await expect(tip).toHaveCSS('opacity', '0');
  await challenges.hover();
  await expect(tip).toHaveCSS('opacity', '1');

  await expect(mainNav(page).getByRole('link', { name: 'Daily Tasks' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: /\d+ points/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More pages' })).toBeHidden();
  await expect(tabs(page)).toBeHidden();

  await challenges.click();
  await expect(page).toHaveURL(/\/challenges$/);
});

test('extra large (1536 px and up): the labels show beside the icons', async ({ page }) => {
  await signedInAt(page, EXTRA_LARGE, '/daily-tasks');
  const label = mainNav(page).getByRole('link', { name: 'Track Record' }).getByText('Track Record');
  await expect(label).toHaveCSS('opacity', '1');
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  // All of it fits: the last link ends before the points button starts.
  const blog = await mainNav(page).getByRole('link', { name: 'Blog' }).boundingBox();
  const points = await page.getByRole('button', { name: /\d+ points/ }).boundingBox();
  expect((blog?.x ?? 0) + (blog?.width ?? 0)).toBeLessThan(points?.x ?? 0);
});

test('tablet (700 px): only the first three links; the others are in More pages', async ({
  page,
}) => {
  await signedInAt(page, TABLET, '/daily-tasks');
  for (const name of TEN_PAGES.slice(0, 3)) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of TEN_PAGES.slice(3)) {
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeHidden();
  }
  await expect(tabs(page)).toBeHidden();

  await page.getByRole('button', { name: 'More pages' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(TEN_PAGES.slice(3));
  await menu.getByRole('menuitem', { name: 'Affirmations' }).click();
  await expect(page).toHaveURL(/\/affirmations$/);
});

test('phone (390 px): six tabs in order, the active one highlighted', async ({ page }) => {
  await signedInAt(page, PHONE, '/dashboard');
  await expect(mainNav(page)).toBeHidden();
  await expect(tabs(page).getByRole('link')).toHaveText(SIX_TABS);
  await expect(tabs(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await tabs(page).getByRole('link', { name: 'Meditate' }).click();
  await expect(page).toHaveURL(/\/meditations$/);
  await expect(tabs(page).getByRole('link', { name: 'Meditate' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  // The points stay one tap away on phones.
  await expect(page.getByRole('button', { name: /\d+ points/ })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: PHONE });

  /**
   * A real finger: touch events through the browser's input pipeline. Each event
   * carries its own time, so the swipe lasts `durationMs` for the page however long
   * the browser takes to deliver the events on a loaded machine. The swipe returns
   * once its last event's time has passed, as a finger's would: the next gesture's
   * events then never carry times earlier than this one's.
   */
  async function swipe(page: Page, fromX: number, toX: number, durationMs: number) {
    const cdp = await page.context().newCDPSession(page);
    const y = 400;
    const steps = 5;
    const startSeconds = Date.now() / 1000;
    const at = (ms: number) => startSeconds + ms / 1000;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: fromX, y }],
      timestamp: at(0),
    });
    for (let step = 1; step <= steps; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: fromX + ((toX - fromX) * step) / steps, y }],
        timestamp: at((durationMs * step) / steps),
      });
    }
    // The end carries the last move's position.
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchEnd',
      touchPoints: [],
      timestamp: at(durationMs),
    });
    await cdp.detach();
    const endsIn = at(durationMs) * 1000 - Date.now();
    if (endsIn > 0) await new Promise((resolve) => setTimeout(resolve, endsIn));
  }

  test('a swipe of 75 px or more within 500 ms moves to the next or previous tab', async ({
    page,
  }) => {
    /**
     * The page is there, and the app runs it (a finger on the loading overlay would lose
     * its target; the page's prerendered frame, shown until the app takes over, answers no
     * gesture: its points are not counted yet).
     */
    const expectPageAt = async (path: RegExp, tab: string) => {
      await expect(page).toHaveURL(path);
      await expect(page.getByTestId('points-total')).toHaveText(/^\d+$/);
      await expect(tabs(page).getByRole('link', { name: tab })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('main').first()).toBeVisible();
      await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    };
    await signUpThroughApi(page);
    await page.goto('/daily-tasks');
    await expectPageAt(/\/daily-tasks$/, 'Tasks');

    await swipe(page, 300, 150, 450); // to the left: the next tab
    await expectPageAt(/\/vision-board$/, 'Vision');
    await swipe(page, 100, 250, 150); // to the right: the previous tab
    await expectPageAt(/\/daily-tasks$/, 'Tasks');

    // Too short, or too slow: nothing happens.
    await swipe(page, 300, 226, 150);
    await swipe(page, 300, 100, 501);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/daily-tasks$/);

    await swipe(page, 100, 250, 150);
    await expectPageAt(/\/$/, 'Home');
    // The first tab has nothing before it.
    await swipe(page, 100, 250, 150);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/$/);
  });
});

test('keyboard only: the points dialog opens and closes, focus comes back', async ({ page }) => {
  await signedInAt(page, DESKTOP, '/daily-tasks');
  // The page has rendered all it will: nothing rendered later moves the focus mid-way.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Manifestation Tasks');
  await expect(page.getByText('Loading your daily tasks...')).toBeHidden();
  // Start the Tab order at the top of the page: the points button is in the header,
  // and the practice page below it holds more controls than the loop presses.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  const pointsButton = page.getByRole('button', { name: /\d+ points/ });
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await pointsButton.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(pointsButton).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Achievement Dashboard' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Start completing activities to see your point history!'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(pointsButton).toBeFocused();

  // The account menu works by keyboard too: Settings is reachable.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
});

test('the skip link jumps past the navigation to the page', async ({ page }) => {
  await signedInAt(page, DESKTOP, '/daily-tasks');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-content')).toBeFocused();
});

test('the account menu names the person and signs out', async ({ page }) => {
  await signedInAt(page, PHONE, '/daily-tasks');
  // On phones sign-out lives in the account menu.
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Account menu for Ava Lindqvist' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Ava Lindqvist');
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('top-bar')).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});
