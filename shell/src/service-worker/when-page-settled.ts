/**
 * How long after the load event the page is left to fetch what it shows. A federated
 * page's load event comes before its remote's files and its data: the worker's
 * downloads (the precache, the offline remotes) start only after this, so they never
 * compete with the page on a slow connection.
 */
const SETTLE_MS = 5_000;

/** Runs `callback` once the page has loaded, settled, and the browser is idle. */
export const whenPageSettled = (callback: () => void): void => {
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(callback, { timeout: SETTLE_MS });
    } else {
      callback();
    }
  };
  const afterLoad = () => setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
};
