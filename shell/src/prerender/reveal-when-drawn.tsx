import { useLayoutEffect } from 'react';

import { revealApp } from './reveal-app';

/**
 * Rendered beside a page (or in place of one that failed): once React has committed it,
 * the app is shown and the prerendered copy goes, before the browser paints again.
 */
export const RevealWhenDrawn = () => {
  useLayoutEffect(revealApp, []);
  return null;
};
