import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const PAGE_VIEW_URL = '/api/analytics/page-view';

/**
 * Tells the API which route the shell shows, once per route change, for the
 * admin dashboard's page views (the path only: no query, no fragment, no
 * cookie, no id of the person; the API keeps a daily-salted visitor hash).
 * Fire and forget: a failure never reaches the page.
 */
export const PageViewReporter = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    void fetch(PAGE_VIEW_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: pathname.slice(0, 200) }),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname]);
  return null;
};
