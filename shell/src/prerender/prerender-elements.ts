/**
 * The elements of a prerendered page (docs/prerendering.md): the
 * shell's server writes the remote's HTML in PRERENDER_ID, the page's data in
 * PRERENDER_STATE_ID, and hides the app's root until the app has drawn the page.
 */
export const PRERENDER_ID = 'prerender';
export const PRERENDER_STATE_ID = 'prerender-state';
export const ROOT_ID = 'root';
