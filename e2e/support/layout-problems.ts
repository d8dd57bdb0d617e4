import type { Page } from '@playwright/test';

/**
 * What a person would trip over on the page as it is now, at a screen `width` px wide:
 * - the page is wider than the screen (it scrolls sideways): the outermost elements
 *   that stick out past the right edge are named;
 * - a visible button, link or form field is covered at its centre by another element
 *   once scrolled into view (centred, as far as the page scrolls), so a tap there hits
 *   something else: each is named with what covers it.
 * Visually hidden elements (sr-only, 1 px), hidden, inert and transparent ones are skipped.
 */
export const layoutProblems = (page: Page, width: number): Promise<string[]> =>
  page.evaluate((screenWidth) => {
    const problems: string[] = [];
    const text = (value: string | null | undefined, length = 50) => {
      const clean = (value ?? '').replace(/\s+/g, ' ').trim();
      return clean.length > length ? `${clean.slice(0, length)}…` : clean;
    };
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const labels = (element as HTMLInputElement).labels;
      return text(
        element.getAttribute('aria-label') ||
          (labelledBy &&
            labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')) ||
          (labels?.length ? [...labels].map((label) => label.textContent).join(' ') : '') ||
          (element as HTMLElement).innerText ||
          element.getAttribute('title') ||
          element.getAttribute('placeholder') ||
          element.getAttribute('name') ||
          (element as HTMLInputElement).value,
      );
    };
    const describe = (element: Element) => {
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      return `${role} "${nameOf(element)}"${testId ? ` [in ${testId}]` : ''}`;
    };

    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > screenWidth) {
      const outermost = [...document.body.querySelectorAll('*')].filter((element) => {
        const right = element.getBoundingClientRect().right + window.scrollX;
        const parent = element.parentElement;
        const parentRight = parent ? parent.getBoundingClientRect().right + window.scrollX : 0;
        return (
          right > screenWidth + 1 &&
          (!parent || parent === document.body || parentRight <= screenWidth + 1)
        );
      });
      problems.push(
        `page is ${scrollWidth} px wide (screen ${screenWidth} px); sticking out: ${outermost
          .slice(0, 6)
          .map(
            (element) =>
              `<${element.tagName.toLowerCase()} class="${text(element.getAttribute('class'), 60)}"> "${text((element as HTMLElement).innerText, 40)}" to ${Math.round(element.getBoundingClientRect().right + window.scrollX)} px`,
          )
          .join('; ')}`,
      );
    }

    const INTERACTIVE =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="combobox"], [role="radio"], [role="slider"], [role="menuitem"], [contenteditable="true"]';
    const covered: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(INTERACTIVE)) {
      if (
        element.closest(
          '[hidden], [inert], dialog:not([open]), [data-state="closed"][role="dialog"]',
        )
      )
        continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const size = element.getBoundingClientRect();
      // Visually hidden on purpose (sr-only, a skip link until focused).
      if (size.width < 2 || size.height < 2) continue;
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
        covered.push(`${describe(element)} cannot be scrolled into the screen`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === element || element.contains(hit))) continue;
      covered.push(
        `${describe(element)} is covered by ${hit ? describe(hit) : 'nothing (clipped)'}`,
      );
    }
    if (covered.length > 0) problems.push(...covered);
    window.scrollTo(0, 0);
    return problems;
  }, width);
