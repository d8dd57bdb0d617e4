import { useAuth } from '@manifest/auth/auth-provider';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { pageHeadAt } from './page-heads';
import { readPageHeads } from './read-page-heads';
import { releaseServerHead } from './server-head';

/**
 * The page's <title> and description, hoisted into <head> by React 19. Rendered only
 * for a page whose remote gives it a head; elsewhere index.html's title stands, and a
 * remote may render its own (React puts the newest <title> first, so the page's own wins).
 */
export const RouteMeta = () => {
  const { pathname } = useLocation();
  const { status } = useAuth();
  // Once: from here the app keeps the head (the server wrote it for the first page only).
  // In the commit that adds the app's own tags, so no one sees two descriptions.
  useLayoutEffect(() => releaseServerHead(), []);
  const head = pageHeadAt(readPageHeads(), pathname, { signedIn: status === 'signedIn' });
  if (!head) return null;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
    </>
  );
};
