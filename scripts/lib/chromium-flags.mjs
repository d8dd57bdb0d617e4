// Flags for every headless Chromium the project starts (the end-to-end tests, Lighthouse,
// the perf scripts).

/**
 * Debian's Chromium 156 runs the browser's own omnibox popup as a WebUI page even when
 * headless: a renderer of its own, busy at every page load. On a 2-core machine it took
 * about a third of the CPU a test needs (six loads of /signin: 6.8 s with it, 4.8 s without),
 * and Lighthouse counted its work in the page's blocking time.
 */
export const NO_BROWSER_UI_FLAG =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';
