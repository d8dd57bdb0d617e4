import { hydrate, type QueryClient } from '@tanstack/react-query';

import { PRERENDER_STATE_ID } from './prerender-elements';

/**
 * The data the prerendered page was drawn with, into the app's query client, so the
 * app's first drawing of the page matches it instead of showing a loading state. It is
 * marked old: the page reads it again behind what it shows (the server's copy may be
 * 30 s old, and a reader's own read of a post is what counts a view).
 */
export function hydratePrerenderedState(queryClient: QueryClient): void {
  const element = document.getElementById(PRERENDER_STATE_ID);
  if (!element?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(element.textContent));
    void queryClient.invalidateQueries();
  } catch {
    // Unreadable data: the page reads its own, as without prerendering.
  } finally {
    element.remove();
  }
}
