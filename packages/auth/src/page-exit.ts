/**
 * Whether the page is being left. Leaving a page cancels its requests, which then fail
 * like a lost network: a check that fails because the person moved on says nothing
 * about their session. 'pagehide' comes before the requests are cancelled; 'pageshow'
 * (the page back from the browser's back-forward cache) ends it.
 */
export const watchPageExit = (onReturn: () => void): (() => boolean) => {
  let leaving = false;
  globalThis.addEventListener?.('pagehide', () => {
    leaving = true;
  });
  globalThis.addEventListener?.('pageshow', () => {
    if (!leaving) return;
    leaving = false;
    onReturn();
  });
  return () => leaving;
};
