import { pageEntries } from '@manifest/remote-kit/pages';
import { describe, expect, it } from 'vitest';

import { BOTTOM_NAV_TABS, TOP_BAR_ITEMS } from '../layout/nav-items';
import { REMOTE_PAGE_LISTS } from '../testing/remote-page-lists';
import { routeAt, SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES, type TRemoteRoute } from './route-table';

const sorted = (routes: readonly TRemoteRoute[]) =>
  routes
    .map(({ path, remote, module }) => `${path} → ${remote}/${module}`)
    .sort((a, b) => a.localeCompare(b));

/** The routes the remotes' page lists give a set: members', or visitors'. */
const routesFromPageLists = (forMembers: boolean): TRemoteRoute[] =>
  REMOTE_PAGE_LISTS.flatMap(([remote, pages]) =>
    pageEntries(pages).flatMap(([module, line]) =>
      line.for === 'both' || (line.for === 'members') === forMembers
        ? line.paths.map((path) => ({ path, remote, module }))
        : [],
    ),
  );

// The shell owns routing (it draws a remote's fallback when the remote cannot load), so it
// keeps its table; each remote declares its pages. One missing on either side fails here.
describe("the shell's route table against the remotes' page lists", () => {
  it('has every page of a list for visitors or both, and nothing else, signed out', () => {
    expect(sorted(SIGNED_OUT_ROUTES)).toEqual(sorted(routesFromPageLists(false)));
  });

  it('has every page of a list for members or both, and nothing else, signed in', () => {
    expect(sorted(SIGNED_IN_ROUTES)).toEqual(sorted(routesFromPageLists(true)));
  });

  it('links the navigation to pages of the signed-in set', () => {
    for (const { to } of [...TOP_BAR_ITEMS, ...BOTTOM_NAV_TABS]) {
      expect(routeAt(SIGNED_IN_ROUTES, to), to).toBeDefined();
    }
  });
});
