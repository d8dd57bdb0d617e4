import { SIGNED_IN_HINT_COOKIE } from '@manifest/api-client/session-storage';

import { routeAt, type TRemoteRoute } from '../src/app/route-table';

export type TRouteTables = { signedOut: TRemoteRoute[]; signedIn: TRemoteRoute[] };

/** The browser's `manifest_signed_in=1` cookie: a hint that it holds a session, never the token. */
export const hasSignedInHint = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);

/** The remote page the shell will draw at an address, as the server best knows it. */
export const pageRouteOf = (
  routes: TRouteTables,
  pathname: string,
  signedIn: boolean,
): TRemoteRoute | undefined => routeAt(signedIn ? routes.signedIn : routes.signedOut, pathname);
