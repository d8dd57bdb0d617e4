import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { seoForPath } from './route-seo';
import { releaseServerHead } from './server-head';

/**
 * The page's <title> and description, hoisted into <head> by React 19. Rendered only
 * for the pages of the SEO table; elsewhere index.html's title stands, and a remote may
 * render its own (React puts the newest <title> first, so the page's own wins).
 */
export const RouteMeta = () => {
  const { pathname } = useLocation();
  // Once: from here the app keeps the head (the server wrote it for the first page only).
  useEffect(() => releaseServerHead(), []);
  const seo = seoForPath(pathname);
  if (!seo) return null;
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
    </>
  );
};
