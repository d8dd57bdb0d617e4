import { carryOverInput } from './carry-over-input';
import { PRERENDER_ID, ROOT_ID } from './prerender-elements';

/**
 * The app takes the prerendered page's place, in one frame, with what the visitor typed
 * there. Called once the app has drawn its first page (or its error); nothing to do
 * on a page that came without prerendered HTML.
 */
export function revealApp(): void {
  const prerendered = document.getElementById(PRERENDER_ID);
  const root = document.getElementById(ROOT_ID);
  if (!prerendered || !root) return;
  root.hidden = false;
  carryOverInput(prerendered, root);
  prerendered.remove();
}
