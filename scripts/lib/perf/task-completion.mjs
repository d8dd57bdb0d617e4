// Completing a task as a person on a phone does it: /daily-tasks with a new account's
// session, the CPU slowed 4x, one click on a task's card. Two figures: the click's
// interaction to next paint (the Event Timing API's duration, what web-vitals reports
// as INP), and the time from the click until the card shows it done (the API's answer
// included).
import { chromium } from '@playwright/test';
import { NO_BROWSER_UI_FLAG } from '../chromium-flags.mjs';
import { CHROME_PATH } from '../lighthouse.mjs';
import { MOBILE_CONTEXT, signUpForPerf, storeSessionIn } from '../perf-session.mjs';

const CPU_SLOWDOWN = 4;

/** In the page: every interaction's longest event entry, and when a card turned done. */
function watchInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__interactions.push({ start: entry.startTime, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target.getAttribute?.('data-completed') === 'true') {
        window.__doneAt ??= performance.now();
      }
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-completed'] });
}

/** { inpMs, doneMs } of one click on the first task not yet done, at `origin`. */
export async function measureTaskCompletion(origin) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', NO_BROWSER_UI_FLAG],
  });
  try {
    const context = await browser.newContext(MOBILE_CONTEXT);
    await storeSessionIn(context, origin, await signUpForPerf(origin));
    await context.addInitScript(watchInteractions);
    const page = await context.newPage();
    await page.goto(`${origin}/daily-tasks`, { waitUntil: 'networkidle' });
    const firstToDo = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Complete / }) })
      .first();
    // Found again by its title: once done, it no longer has a Complete button.
    const title = (await firstToDo.getByRole('heading').textContent()) ?? '';
    const card = page.getByRole('article', { name: title, exact: true });
    // Slowed only for the click: the page's start is Lighthouse's to measure.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const clickedAt = await page.evaluate(() => performance.now());
    await card.getByRole('heading').click();
    await card.getByText('Completed today').waitFor({ timeout: 30_000 });
    // The entry of the click's paint arrives after the frame is presented.
    await page.waitForTimeout(500);
    const { interactions, doneAt } = await page.evaluate(() => ({
      interactions: window.__interactions,
      doneAt: window.__doneAt,
    }));
    const click = interactions.filter((entry) => entry.start >= clickedAt);
    return {
      inpMs: Math.max(0, ...click.map((entry) => entry.duration)),
      doneMs: (doneAt ?? Number.NaN) - clickedAt,
    };
  } finally {
    await browser.close();
  }
}
