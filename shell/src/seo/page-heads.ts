import { pageEntries, type TPageHead, type TPageList } from '@manifest/remote-kit/pages';
import { z } from 'zod';

import { routeAt, SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from '../app/route-table';

export const SITE_NAME = 'Manifest';

/**
 * The title and description of each page that has them, by `remote/module`, from the
 * remotes' page lists (their pages.json, read by the shell's server).
 */
export type TPageHeads = Readonly<Record<string, TPageHead>>;

export const ZPageHeads: z.ZodType<TPageHeads> = z.record(
  z.string(),
  z.object({ title: z.string(), description: z.string() }),
);

/** The element in which the shell's server writes the page heads into each page. */
export const PAGE_HEADS_ELEMENT_ID = 'page-heads';

export const pageHeadsOf = (
  lists: ReadonlyArray<readonly [remote: string, pages: TPageList]>,
): TPageHeads =>
  Object.fromEntries(
    lists.flatMap(([remote, pages]) =>
      pageEntries(pages).flatMap(([module, { title, description }]) =>
        title === undefined ? [] : [[`${remote}/${module}`, { title, description }]],
      ),
    ),
  );

/**
 * The head of the page at an address (spec 000 section 2): that of the route drawn for the
 * browser, else the other set's, so a crawler (never signed in) reads a signed-in page's
 * title too. Null for a page without one (a blog post sets its own).
 */
export function pageHeadAt(
  heads: TPageHeads,
  pathname: string,
  { signedIn }: { signedIn: boolean },
): TPageHead | null {
  const [first, second] = signedIn
    ? [SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES]
    : [SIGNED_OUT_ROUTES, SIGNED_IN_ROUTES];
  const route = routeAt(first, pathname) ?? routeAt(second, pathname);
  return (route && heads[`${route.remote}/${route.module}`]) ?? null;
}
