/**
 * The elements of a prerendered page (docs/prerendering.md): the shell's server writes the
 * page's HTML in PRERENDER_ID, in place of the app's ROOT_ID, and the data it was drawn with
 * in PRERENDER_STATE_ID; the app's root replaces PRERENDER_ID once the app has drawn the page.
 */
export const PRERENDER_ID = 'prerender';
export const PRERENDER_STATE_ID = 'prerender-state';
export const ROOT_ID = 'root';
