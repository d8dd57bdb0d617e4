import type { TRemoteName } from '@manifest/build-config/app-ports';
import type { TPageList } from '@manifest/remote-kit/pages';

import { PAGES as ACCOUNT } from '../../../remotes/account/src/pages';
import { PAGES as BLOG } from '../../../remotes/blog/src/pages';
import { PAGES as DASHBOARD } from '../../../remotes/dashboard/src/pages';
import { PAGES as PRACTICE } from '../../../remotes/practice/src/pages';

/**
 * Every remote's page list, for tests that hold the shell against them. The shell's own
 * code never imports a remote's: at run time its server reads each one's pages.json.
 */
export const REMOTE_PAGE_LISTS: ReadonlyArray<readonly [TRemoteName, TPageList]> = [
  ['account', ACCOUNT],
  ['blog', BLOG],
  ['dashboard', DASHBOARD],
  ['practice', PRACTICE],
];
