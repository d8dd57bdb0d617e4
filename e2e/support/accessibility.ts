import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gradientTextContrastProblems } from './gradient-contrast';

/** The two widths every page must serve (spec 000 breakpoints: phone and desktop). */
export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** Only what blocks people: serious and critical violations fail a test. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Resolves once every animation that ends has ended (a toast fading in, a dialog
 * opening): axe reads colours as drawn, and a half-transparent text reads as low
 * contrast. Endless ones (spinners, pulses) are left running.
 */
export const animationsSettled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The rules that read colours. The theme is CSS only (`prefers-color-scheme`): between
 * light and dark the page's elements, names, roles and layout are the same, so every
 * other rule answers the same in both, and a second colour scheme needs only these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core on the page as it is now (every rule of our tags, or only `rules`);
 * fails listing each serious or critical violation.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  { rules }: { rules?: string[] } = {},
) {
  await animationsSettled(page);
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules ? axe.withRules(rules) : axe.withTags(AXE_TAGS)).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  if (!rules || rules.includes('color-contrast')) {
    // What axe leaves for a person to review: text on a gradient.
    blocking.push(
      ...(await gradientTextContrastProblems(page)).map(
        (problem) => `gradient contrast: ${problem}`,
      ),
    );
  }
  expect(blocking, `axe on ${label}`).toEqual([]);
}

/**
 * Checks a page at 390 px and 1280 px, light and dark. `open` loads the page and
 * waits until it shows what it should (data loaded, not a spinner). The page is loaded
 * once per width (a layout may be chosen when the page starts); the colour scheme is
 * switched in place, as the system's setting switches it (the theme is CSS only), and
 * the second scheme is checked by the rules that read colours (COLOUR_RULES).
 */
export async function expectAccessibleEverywhere(page: Page, open: () => Promise<void>) {
  // Two loads and four axe runs on a busy 2-core runner: each sweep adds a test's time.
  test.info().setTimeout(test.info().timeout + test.info().project.timeout);
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await open();
    for (const [index, colorScheme] of COLOR_SCHEMES.entries()) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousViolations(page, `${page.url()} at ${name} in ${colorScheme}`, {
        rules: index === 0 ? undefined : COLOUR_RULES,
      });
    }
  }
}
