import { NOT_FOUND_ROUTE } from '@manifest/contracts/client-reports';
import { matchPath } from 'react-router-dom';

import { SIGNED_IN_REDIRECTS, SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from '../app/route-table';

const PATTERNS = [
  ...new Set(
    [...SIGNED_OUT_ROUTES, ...SIGNED_IN_ROUTES, ...SIGNED_IN_REDIRECTS].map(({ path }) => path),
  ),
];

/**
 * The route-table pattern a path belongs to (`/blog/:slug`), so reports never
 * carry a slug, an id or a token from the address; Page Not Found otherwise.
 */
export const routePatternOf = (pathname: string): string =>
  PATTERNS.find((pattern) => matchPath(pattern, pathname)) ?? NOT_FOUND_ROUTE;
