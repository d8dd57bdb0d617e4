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
          (labels?.length
            ? Array.from(labels)
                .map((label) => label.textContent)
                .join(' ')
            : '') ||
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
      // What clips its overflow cannot widen the page: only what shows past the edge counts.
      const clipped = (element: Element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      const outermost = Array.from(document.body.querySelectorAll('*')).filter((element) => {
        if (clipped(element)) return false;
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
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(INTERACTIVE))) {
      if (
        element.closest(
          '[hidden], [inert], dialog:not([open]), [data-state="closed"][role="dialog"]',
        )
      )
        continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Nothing to tap: disabled, or letting taps through on purpose.
      if (element.matches(':disabled, [aria-disabled="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.pointerEvents === 'none') continue;
      // Visually hidden on purpose (sr-only, a skip link until focused).
      const size = element.getBoundingClientRect();
      if (size.width < 2 || size.height < 2) continue;
      if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)')
        continue;
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      // A link that wraps over lines is tapped on its first line, not in the gap between.
      const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
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
