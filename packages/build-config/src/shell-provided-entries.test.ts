import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { REPO_ROOT } from './repo-root';
import { SHELL_PROVIDED, shellProvidedEntries } from './shell-provided-entries';

/** What a light entry point may import besides another light one: React and class helpers. */
const LIGHT_IMPORT = /^(react|react\/jsx-runtime|clsx|tailwind-merge|class-variance-authority)$/;
const IMPORT_SPECIFIER = /^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm;

const importsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(IMPORT_SPECIFIER)].map((match) => match[1]!);

/** The libraries a file reaches through its relative imports: what providing it costs. */
const librariesOf = (path: string, seen = new Set<string>()): string[] => {
  if (seen.has(path)) return [];
  seen.add(path);
  return importsOf(path).flatMap((specifier) => {
    if (!specifier.startsWith('./')) return LIGHT_IMPORT.test(specifier) ? [] : [specifier];
    const source = ['.ts', '.tsx']
      .map((extension) => join(dirname(path), `${specifier}${extension}`))
      .find((candidate) => existsSync(candidate));
    return source ? librariesOf(source, seen) : [specifier];
  });
};

describe('what the shell provides', () => {
  it('declares only light UI parts: a provided part brings no library with it', () => {
    for (const { name, path } of shellProvidedEntries('@manifest/ui', 'packages/ui')) {
      expect(librariesOf(path), name).toEqual([]);
    }
  });

  it('knows a heavy part when it sees one', () => {
    expect(librariesOf(join(REPO_ROOT, 'packages/ui/src/dialog.tsx'))).not.toEqual([]);
  });

  it('gives the API client whole, a folder at a time', () => {
    const names = shellProvidedEntries('@manifest/api-client', 'packages/api-client').map(
      (entry) => entry.name,
    );
    expect(names).toEqual(
      expect.arrayContaining(['request', 'calls/goals', 'offline/send-or-queue']),
    );
    expect(names.filter((name) => /\.(test|stories)$/.test(name))).toEqual([]);
  });

  it('refuses an entry point that does not exist', () => {
    const declared = SHELL_PROVIDED['@manifest/ui'] as string[];
    declared.push('no-such-part');
    try {
      expect(() => shellProvidedEntries('@manifest/ui', 'packages/ui')).toThrow(/no-such-part/);
    } finally {
      declared.pop();
    }
  });
});
