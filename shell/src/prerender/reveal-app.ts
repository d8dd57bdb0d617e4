import { carryOverInput } from './carry-over-input';
import { PRERENDER_ID, ROOT_ID } from './prerender-elements';

/** The app's own root while it draws over a prerendered page: out of the document. */
let rootToReveal: HTMLElement | null = null;

/**
 * The element the app renders into. Over a prerendered page it is a root of its own, kept
 * out of the document until the app has drawn the page, so the document never holds two
 * live copies of the page (two forms, two elements with one id); revealApp then puts it in
 * the prerendered page's place.
 */
export function appRootElement(): HTMLElement {
  const inPage = document.getElementById(ROOT_ID);
  if (inPage) return inPage;
  if (!document.getElementById(PRERENDER_ID)) throw new Error('index.html has no #root element');
  rootToReveal = document.createElement('div');
  rootToReveal.id = ROOT_ID;
  return rootToReveal;
}

/**
 * The app takes the prerendered page's place, in one frame, with what the visitor typed
 * there and where the cursor was. Called once the app has drawn its first page (or its
 * error); nothing to do on a page that came without prerendered HTML.
 */
export function revealApp(): void {
  const prerendered = document.getElementById(PRERENDER_ID);
  const root = rootToReveal;
  if (!prerendered || !root) return;
  rootToReveal = null;
  const focused = document.activeElement;
  prerendered.replaceWith(root);
  carryOverInput(prerendered, root, focused);
}
