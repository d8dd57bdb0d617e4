// Files whose name never changes between deploys: a browser must ask again each time, or
// a redeployed remote would not show at the next load.
const ALWAYS_REVALIDATED = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);

// `main.3f9a1c2b.js`, `412.0a1b2c3d.css`: the content hash is in the name.
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(?:js|css|mjs|woff2?|png|svg|jpe?g|webp)$/;

export const NO_CACHE = 'no-cache';
export const LONG_CACHE = 'public, max-age=31536000, immutable';

/** The Cache-Control for a served path (an SPA fallback path is served index.html). */
export const cacheControlFor = (pathname: string): string => {
  const fileName = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (ALWAYS_REVALIDATED.has(fileName)) return NO_CACHE;
  return CONTENT_HASHED.test(fileName) ? LONG_CACHE : NO_CACHE;
};
