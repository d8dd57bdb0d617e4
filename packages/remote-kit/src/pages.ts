// A remote's pages, declared once (its `src/pages.ts`): its build, its own server, running
// it alone, the shell's server (the titles) and the size budget all read that one list.

/** Who the shell draws a page for: signed out, signed in, or either. */
export type TPageAudience = 'visitors' | 'members' | 'both';

/** What a search result and a link preview show (spec 000 section 2). */
export type TPageHead = { title: string; description: string };

export type TPageLine = {
  /**
   * The shell's paths for the page (`/blog/:slug`). The first is the page's own: the one
   * the size budget measures and the servers draw first.
   */
  paths: readonly [string, ...string[]];
  for: TPageAudience;
  /**
   * The page arrives as HTML, drawn before any script has run: the visitor's page (a page
   * for visitors or both), or the signed-in frame (a page for members: headings, texts and
   * skeletons, no user data). `build`: its remote's build writes the HTML beside its
   * mf-manifest.json (a page that reads no data). `request`: its remote's server draws it
   * when asked, with the CMS content it reads (a blog post, a legal page).
   */
  prerender?: TPrerenderTime;
} & (TPageHead | { title?: never; description?: never });

/** When a page's HTML is drawn: by its remote's build, or by its server per request. */
export type TPrerenderTime = 'build' | 'request';

/** The exposed module's name, which also names its file: `SignInPage` is `src/pages/sign-in-page.tsx`. */
export type TPageModule = `${string}Page`;

export type TPageList = Readonly<Record<TPageModule, TPageLine>>;

/** A remote's page list, typed (the module names, the lines) and returned as it is. */
export const definePages = <TPages extends TPageList>(
  pages: TPages & { [Module in Exclude<keyof TPages, TPageModule>]: never },
): TPages => pages;

/** The file a remote's build writes beside its mf-manifest.json: its page list as JSON. */
export const PAGE_LIST_FILE = 'pages.json';

/**
 * The homepage's head, whichever remote draws `/` (account for visitors, dashboard for
 * members): one title for one address.
 */
export const HOME_PAGE_HEAD: TPageHead = {
  title: 'Manifest: Manifest Your Dream Life with Daily Practice',
  description:
    'Set goals, say affirmations, meditate, complete daily tasks and challenges, build a vision board and earn badges on your personal transformation journey.',
};

/** `SignInPage` → `sign-in-page`: the page's file in `src/pages/`, without `.tsx`. */
export const pageFileOf = (module: string): string =>
  module.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase();

export const pageEntries = (pages: TPageList): Array<[TPageModule, TPageLine]> =>
  Object.entries(pages) as Array<[TPageModule, TPageLine]>;

/** The federation `exposes` of a remote: one module per page, `./SignInPage` → its file. */
export const exposesOf = (pages: TPageList): Record<string, string> =>
  Object.fromEntries(
    pageEntries(pages).map(([module]) => [`./${module}`, `./src/pages/${pageFileOf(module)}.tsx`]),
  );

/** A page drawn before any script has run, at one of its paths. */
export type TPrerenderedPath = {
  path: string;
  /** Its frame, drawn for a browser holding a session (a page for members). */
  signedIn: boolean;
};

/**
 * The paths drawn at `time` (by the build, or per request), patterns (`/blog/:slug`)
 * included: a visitor's page, or the signed-in frame of a page for members.
 */
export const prerenderedPathsOf = (pages: TPageList, time: TPrerenderTime): TPrerenderedPath[] =>
  pageEntries(pages).flatMap(([, line]) =>
    line.prerender === time
      ? line.paths.map((path) => ({ path, signedIn: line.for === 'members' }))
      : [],
  );

/** Paths with no parameter: the ones a build or a server can draw before anyone asks. */
export const fixedPaths = (paths: readonly string[]): string[] =>
  paths.filter((path) => !path.includes(':'));

/** What a remote's build makes of its page list: its exposes, and the list beside its manifest. */
export const pageListBuildOptions = (pages: TPageList) => ({
  exposes: exposesOf(pages),
  jsonFiles: { [PAGE_LIST_FILE]: pages },
});
