import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { REPO_ROOT } from './repo-root';

export type TEntryPoint = { name: string; path: string };

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

/** What a light entry point may import besides another light one: React and class helpers. */
const LIGHT_IMPORT = /^(react|react\/jsx-runtime|clsx|tailwind-merge|class-variance-authority)$/;
const IMPORT_SPECIFIER = /^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm;

const importsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(IMPORT_SPECIFIER)].map((match) => match[1]!);

const sourceFileOf = (from: string, specifier: string) =>
  ['.ts', '.tsx']
    .map((extension) => join(dirname(from), `${specifier}${extension}`))
    .find((path) => existsSync(path));

/**
 * An entry point that imports nothing but React, the class helpers (shared apart) and
 * other such entry points: provided by the shell, it costs only its own few lines in the
 * shell's workspace chunk and brings no library with it.
 */
const isLight = (path: string, checked = new Set<string>()): boolean => {
  if (checked.has(path)) return true;
  checked.add(path);
  return importsOf(path).every((specifier) => {
    if (!specifier.startsWith('./')) return LIGHT_IMPORT.test(specifier);
    const source = sourceFileOf(path, specifier);
    return source !== undefined && isLight(source, checked);
  });
};

/**
 * The entry points of a singleton package that the shell provides whether it uses them
 * or not, as it does the contracts. A remote page then runs the shell's copy, already
 * downloaded with the shell's others, instead of asking for its own once the remote's
 * entry has run (a round trip before the page can draw) with its own copies of what it
 * imports: every API call and the offline queue, and the UI parts that are light. A UI
 * part built on a library (a Radix primitive, react-hook-form) stays the remote's, so a
 * page never pays for a library it does not draw.
 */
export const hostProvidedEntries = (packageName: string, folder: string): TEntryPoint[] => {
  if (packageName === '@manifest/api-client') {
    return ['', 'calls', 'offline'].flatMap((subfolder) => entryPointsOf(folder, subfolder));
  }
  if (packageName === '@manifest/ui') {
    return entryPointsOf(folder).filter(({ path }) => isLight(path));
  }
  return [];
};
