/** Past this, the app starts anyway (a tab opened in the background paints nothing). */
const PAINT_TIMEOUT_MS = 3_000;

const hasContentfulPaint = () =>
  performance.getEntriesByName('first-contentful-paint', 'paint').length > 0;

/**
 * Resolves once the browser has painted the page's first text or image (its first
 * contentful paint), in a task after that paint; at the latest after `timeoutMs`.
 */
export const afterContentfulPaint = (timeoutMs = PAINT_TIMEOUT_MS): Promise<void> =>
  new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || hasContentfulPaint()) {
      setTimeout(resolve, 0);
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (hasContentfulPaint()) finish();
    });
    const timer = setTimeout(() => finish(), timeoutMs);
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      setTimeout(resolve, 0);
    }
    observer.observe({ type: 'paint' });
  });
