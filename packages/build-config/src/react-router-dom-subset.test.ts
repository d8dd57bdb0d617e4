import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

import * as subset from './browser/react-router-dom';
import { REPO_ROOT } from './repo-root';

/** Browser sources that the apps' builds bundle (tests and stories run outside them). */
const BROWSER_SOURCES = ['shell/src', 'remotes', 'packages'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'server', 'build-config']);
/** An app's pages drawn as HTML (src/prerender.tsx) are built for Node, with all of it. */
const NODE_ENTRY = 'prerender.tsx';

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name);
    return isSource && entry.name !== NODE_ENTRY ? [path] : [];
  });

/** Every value (not type) imported from 'react-router-dom', with the files that import it. */
const importedNames = () => {
  const names = new Map<string, string[]>();
  for (const file of BROWSER_SOURCES.flatMap((folder) => sourceFiles(join(REPO_ROOT, folder)))) {
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, list] of source.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g,
    )) {
      if (typeOnly) continue;
      for (const specifier of list!.split(',').map((part) => part.trim())) {
        if (!specifier || specifier.startsWith('type ')) continue;
        const name = specifier.split(/\s+as\s+/)[0]!;
        names.set(name, [...(names.get(name) ?? []), relative(REPO_ROOT, file)]);
      }
    }
  }
  return names;
};

describe('the react-router-dom the apps share', () => {
  const names = importedNames();

  it('finds the imports it checks', () => {
    expect(names.has('Link')).toBe(true);
    expect(names.has('useNavigate')).toBe(true);
  });

  it.each([...names.keys()])('has %s, which the apps import', (name) => {
    expect(Object.keys(subset)).toContain(name);
  });

  it('imports no other form of react-router-dom that could bypass the list', () => {
    const others = BROWSER_SOURCES.flatMap((folder) => sourceFiles(join(REPO_ROOT, folder)))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return /from\s+'react-router-dom\/|import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'|import\('react-router-dom'\)/.test(
          source,
        );
      })
      .map((file) => relative(REPO_ROOT, file));
    expect(others).toEqual([]);
  });
});
