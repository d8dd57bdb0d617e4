import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { REPO_ROOT } from './repo-root';

export type TEntryPoint = { name: string; path: string };

/**
 * What the shell provides remotes beyond what it imports itself, declared here: a remote
 * page then runs the shell's copy, downloaded with the shell's others, instead of asking
 * for its own once the remote's entry has run (a round trip before the page can draw).
 * `calls/*` names every entry point of a folder. The API client goes whole: every call and
 * the offline queue. Of the UI kit only the light parts, those that import nothing but
 * React and the class helpers (`shell-provided-entries.test.ts` holds them to it): a part
 * built on a library (a Radix primitive, react-hook-form) stays the remote's, so a page
 * never pays for a library it does not draw.
 */
export const SHELL_PROVIDED: Readonly<Record<string, readonly string[]>> = {
  '@manifest/api-client': ['*', 'calls/*', 'offline/*', 'push/*'],
  '@manifest/ui': [
    'card',
    'cn',
    'format-date',
    'format-number',
    'input',
    'label',
    'page-header',
    'skeleton',
    'textarea',
    'use-media-query',
    'use-toast',
  ],
};

/**
 * A workspace package's entry points (`src/<name>.ts`, or `src/calls/<name>.ts` with a
 * subfolder, as its exports map says), tests and stories aside.
 */
export const entryPointsOf = (folder: string, subfolder = ''): TEntryPoint[] =>
  readdirSync(join(REPO_ROOT, folder, 'src', subfolder))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .sort()
    .map((file) => ({
      name: join(subfolder, file.replace(/\.tsx?$/, '')),
      path: join(REPO_ROOT, folder, 'src', subfolder, file),
    }));

const entryPoint = (folder: string, name: string): TEntryPoint => {
  const path = ['.ts', '.tsx']
    .map((extension) => join(REPO_ROOT, folder, 'src', `${name}${extension}`))
    .find((candidate) => existsSync(candidate));
  if (!path) throw new Error(`SHELL_PROVIDED names ${folder}/src/${name}, which does not exist`);
  return { name, path };
};

/** The declared entry points of a package the shell provides, as files. */
export const shellProvidedEntries = (packageName: string, folder: string): TEntryPoint[] =>
  (SHELL_PROVIDED[packageName] ?? []).flatMap((name) =>
    name === '*' || name.endsWith('/*')
      ? entryPointsOf(folder, name.slice(0, -1).replace(/\/$/, ''))
      : [entryPoint(folder, name)],
  );
