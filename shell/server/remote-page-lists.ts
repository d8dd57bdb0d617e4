import {
  fixedPaths,
  pageEntries,
  type TPageLine,
  type TPageList,
} from '@manifest/remote-kit/pages';

import { pageListUrl, ZPageList } from '../src/remotes/remote-page-list';
import type { TRemotesManifest } from '../src/remotes/remotes-manifest';
import { pageHeadAt, pageHeadsOf } from '../src/seo/page-heads';
import { hasSignedInHint } from './page-route';
import { createRemoteFileReads } from './remote-file-reads';
import { withPageHeads, withRouteHead } from './route-head';

export type TRemotePageListsOptions = {
  remotesManifest: TRemotesManifest;
  fetch?: typeof fetch;
  now?: () => number;
};

/** A page sent prerendered whose files the shell's server reads before anyone asks. */
export type TWarmPage = { path: string; signedIn: boolean };

const firstPrerenderedOf = (pages: TPageList): TWarmPage | null => {
  for (const [, line] of pageEntries(pages)) {
    const [path] = fixedPaths(line.paths);
    if (line.prerender && path) return { path, signedIn: line.for === 'members' };
  }
  return null;
};

/**
 * Each remote's page list as its build wrote it (pages.json beside its mf-manifest.json),
 * read at run time like the manifest: a remote deployed alone brings its own titles and
 * descriptions, and a remote whose list cannot be read has none.
 */
export function createRemotePageLists({ remotesManifest, fetch, now }: TRemotePageListsOptions) {
  const { remotes } = remotesManifest;
  const reads = createRemoteFileReads({
    remotes,
    urlOf: pageListUrl,
    schema: ZPageList,
    fetch,
    now,
  });

  const known = async () => {
    const lists = await Promise.all(
      remotes.map(async (entry) => [entry.name, await reads.of(entry)] as const),
    );
    return lists.flatMap(([remote, pages]) => (pages ? [[remote, pages] as const] : []));
  };

  return {
    warm: reads.warm,
    /** A page's line in its remote's list, or undefined while the list cannot be read. */
    lineOf: async (remote: string, module: string): Promise<TPageLine | undefined> => {
      const entry = remotes.find(({ name }) => name === remote);
      const pages = entry && (await reads.of(entry));
      return pages?.[module as keyof TPageList];
    },
    /**
     * The shell server's page rewrite: the route's title, description and Open Graph tags,
     * and every page's head for the app.
     */
    transform: async (pathname: string, html: string, cookieHeader?: string) => {
      const heads = pageHeadsOf(await known());
      const head = pageHeadAt(heads, pathname, { signedIn: hasSignedInHint(cookieHeader) });
      return withPageHeads(withRouteHead(html, head), heads);
    },
    /** A prerendered page of each remote, so the first visitors find its files warm. */
    warmPages: async (): Promise<TWarmPage[]> =>
      (await known()).flatMap(([, pages]) => firstPrerenderedOf(pages) ?? []),
  };
}
