import { lazy, type ComponentType } from 'react';

import { pageEntries, pageFileOf, type TPageLine, type TPageList, type TPageModule } from './pages';

/**
 * Loads a page file by name. Written in the remote, `(file) => import(\`./pages/${file}.tsx\`)`,
 * so its bundler knows the folder to take the pages from.
 */
export type TLoadPage = (file: string) => Promise<{ default: ComponentType }>;

export type TPageRoute = {
  path: string;
  module: TPageModule;
  line: TPageLine;
  Page: ComponentType;
};

/** A route per path of every page; a page's file is loaded once, when it is first drawn. */
export const pageRoutesOf = (pages: TPageList, loadPage: TLoadPage): TPageRoute[] =>
  pageEntries(pages).flatMap(([module, line]) => {
    const Page = lazy(() => loadPage(pageFileOf(module)));
    return line.paths.map((path) => ({ path, module, line, Page }));
  });
