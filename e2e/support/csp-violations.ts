import type { Page } from '@playwright/test';

export type TCspViolation = { source: 'console' | 'event'; pageUrl: string; detail: string };

// Chromium's console words for a blocked load or eval: "Refused to load the script …
// because it violates the following Content Security Policy directive …".
const CSP_CONSOLE_TEXT = /Content Security Policy|Refused to/i;

type TReportedViolation = {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  sample: string;
};

/**
 * Collects every CSP violation a page reports, two ways: console messages, and the
 * `securitypolicyviolation` events of every document and frame the page loads (an init
 * script forwards them, so a navigation does not lose them).
 */
export async function collectCspViolations(page: Page): Promise<TCspViolation[]> {
  const violations: TCspViolation[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (CSP_CONSOLE_TEXT.test(text)) {
      violations.push({ source: 'console', pageUrl: page.url(), detail: text });
    }
  });
  await page.exposeFunction('__reportCspViolation', (violation: TReportedViolation) => {
    violations.push({
      source: 'event',
      pageUrl: page.url(),
      detail: `${violation.directive} blocked ${violation.blockedURI || '(inline)'} in ${violation.sourceFile} ${violation.sample}`,
    });
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        sample: event.sample,
      });
    });
  });
  return violations;
}
