import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  backtickedTexts,
  brokenReferences,
  exportsEntry,
  isRepoPath,
  packageImports,
  relativeLinks,
} from './doc-references.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** ARCHITECTURE.md is a map; what each mechanism does goes to docs/<topic>.md. */
const MAP_MAX_BYTES = 15_000;

const docsFiles = () =>
  readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);

describe('the architecture map and docs/', () => {
  it('keep ARCHITECTURE.md a map of at most 15,000 bytes', () => {
    expect(statSync(join(ROOT, 'ARCHITECTURE.md')).size).toBeLessThanOrEqual(MAP_MAX_BYTES);
  });

  it('have a doc per topic, each linked from the map', () => {
    const map = relativeLinks(readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8'));
    for (const doc of docsFiles()) expect(map, doc).toContain(doc);
  });

  it('open each doc with its title and what it covers, and end it with where to look', () => {
    for (const doc of docsFiles()) {
      const [title, blank, firstLine] = readFileSync(join(ROOT, doc), 'utf8').split('\n');
      expect([title?.startsWith('# '), blank, firstLine?.startsWith('This covers')], doc).toEqual([
        true,
        '',
        true,
      ]);
      expect(readFileSync(join(ROOT, doc), 'utf8'), doc).toMatch(/^Where: `/m);
    }
  });

  it('point only at files, folders and package entries that exist', () => {
    const files = ['ARCHITECTURE.md', 'README.md', ...docsFiles()];
    expect(brokenReferences(ROOT, files)).toEqual([]);
  });
});

describe('brokenReferences', () => {
  const repoWith = (files) => {
    const root = mkdtempSync(join(tmpdir(), 'doc-references-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };
  const PACKAGE = JSON.stringify({
    name: '@manifest/ui',
    exports: { './button': './src/button.tsx', './calls/*': './src/calls/*.ts' },
  });

  it('finds a broken link, a missing path and a missing package entry', () => {
    const root = repoWith({
      'remotes/.keep': '',
      'packages/ui/package.json': PACKAGE,
      'api/src/app.ts': '',
      'docs/api.md': [
        'See [the map](../ARCHITECTURE.md) and [offline](offline.md#queue).',
        'Where: `api/src/app.ts`, `api/src/gone.ts`, `api/src/features/<name>/`.',
        'Use `@manifest/ui/button`, `@manifest/ui/calls/points`, `@manifest/ui/dialog`.',
        '```',
        '`api/src/in-a-fence.ts`',
        '```',
      ].join('\n'),
      'ARCHITECTURE.md': '[API](docs/api.md), [web](https://example.com), [top](#ports)',
    });
    expect(brokenReferences(root, ['ARCHITECTURE.md', 'docs/api.md'])).toEqual([
      { file: 'docs/api.md', reference: 'offline.md' },
      { file: 'docs/api.md', reference: 'api/src/gone.ts' },
      { file: 'docs/api.md', reference: '@manifest/ui/dialog' },
    ]);
  });

  it('leaves out build outputs and placeholders', () => {
    const root = repoWith({ 'remotes/.keep': '', 'packages/.keep': '', 'shell/.keep': '' });
    writeFileSync(
      join(root, 'README.md'),
      'Built: `shell/dist-server/prerender.cjs`, `remotes/<name>/dist`, `remotes/*/dist`.',
    );
    expect(brokenReferences(root, ['README.md'])).toEqual([]);
  });

  it('holds a glob to at least one match', () => {
    const root = repoWith({
      'packages/.keep': '',
      'remotes/blog/server.ts': '',
      'remotes/blog/src/server/prerender.tsx': '',
      'api/test/auth.test.ts': '',
    });
    writeFileSync(
      join(root, 'README.md'),
      [
        '`remotes/*/server.ts`, `remotes/*/src/server/prerender.tsx`, `api/test/*.test.ts`,',
        '`remotes/*/rspack.config.ts`, `api/test/*.spec.ts`.',
      ].join('\n'),
    );
    expect(brokenReferences(root, ['README.md'])).toEqual([
      { file: 'README.md', reference: 'remotes/*/rspack.config.ts' },
      { file: 'README.md', reference: 'api/test/*.spec.ts' },
    ]);
  });
});

describe('what counts as a reference', () => {
  const TOP = { folders: new Set(['api', 'shell']), files: new Set(['README.md']) };

  it('reads relative links without their anchors', () => {
    expect(relativeLinks('[a](docs/x.md#part) [b](https://a.b) [c](#here)')).toEqual(['docs/x.md']);
  });

  it('reads backticked texts outside fenced blocks', () => {
    expect(backtickedTexts('`a`\n```\n`b`\n```\n`c`')).toEqual(['a', 'c']);
  });

  it('takes a path under a top-level folder or a top-level file as a repository path', () => {
    expect(isRepoPath('api/src/app.ts', TOP)).toBe(true);
    expect(isRepoPath('README.md', TOP)).toBe(true);
    expect(isRepoPath('src/pages/home.tsx', TOP)).toBe(false);
    expect(isRepoPath('api/src/features/<name>/', TOP)).toBe(false);
    expect(isRepoPath('GET /api/health', TOP)).toBe(false);
  });

  it('matches package entries exactly or through a pattern', () => {
    const map = { './form': './src/form.tsx', './calls/*': './src/calls/*.ts' };
    expect(packageImports(['@manifest/ui/form', 'ui/form'])).toEqual([
      { text: '@manifest/ui/form', name: '@manifest/ui', entry: './form' },
    ]);
    expect(exportsEntry(map, './form')).toBe(true);
    expect(exportsEntry(map, './calls/points')).toBe(true);
    expect(exportsEntry(map, './calls/')).toBe(false);
    expect(exportsEntry(map, './dialog')).toBe(false);
    expect(exportsEntry(undefined, '.')).toBe(true);
  });
});
