// What the architecture map and docs/*.md point at: relative links, repository paths
// written in backticks, and `@manifest/<package>/<entry>` imports. A test holds every
// one of them against the files on disk, so a moved file breaks the test, not the docs.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Build and run outputs: named in the docs, absent from a fresh checkout. */
const GENERATED_SEGMENTS = new Set(['dist', 'dist-server', 'dist-node', '.data', 'node_modules']);

/** Characters that make a backticked text a placeholder or prose, not a path (`*` is a glob). */
const NOT_A_PATH = /[\s<>{}?=:…|,'"()[\]$]/;

/** The target of every Markdown link `[text](target)` that is not a web address or an anchor. */
export function relativeLinks(markdown) {
  const targets = [];
  for (const match of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1];
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    targets.push(target.split('#')[0]);
  }
  return targets;
}

/** Every text between single backticks, fenced code blocks left out. */
export function backtickedTexts(markdown) {
  const withoutFences = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...withoutFences.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
}

/**
 * A backticked text that names a file or folder of the repository: it starts with one of
 * the repository's top-level folders (`api/`, `shell/`, …) or is a top-level file. A `*`
 * is a glob (`remotes/*\/server.ts`); a placeholder (`remotes/<name>/dist`) is not a path.
 */
export function isRepoPath(text, topLevelEntries) {
  if (NOT_A_PATH.test(text) || text.startsWith('@')) return false;
  const [first, ...rest] = text.split('/');
  if (rest.length === 0) return topLevelEntries.files.has(first);
  return topLevelEntries.folders.has(first);
}

/** Whether a path names something a build or a run writes, which a checkout lacks. */
export function isGenerated(path) {
  return path.split('/').some((segment) => GENERATED_SEGMENTS.has(segment));
}

/** `@manifest/ui/page-header` → `{ name: '@manifest/ui', entry: './page-header' }`. */
export function packageImports(texts) {
  return texts
    .filter((text) => /^@manifest\/[a-z0-9-]+(\/[a-z0-9/.-]+)?$/.test(text))
    .map((text) => {
      const [scope, name, ...entry] = text.split('/');
      return { text, name: `${scope}/${name}`, entry: entry.length ? `./${entry.join('/')}` : '.' };
    });
}

/**
 * Whether a package's `exports` map has the entry, directly or through a `*` pattern.
 * The bare name (`.`) names the package itself, which exists once it is found.
 */
export function exportsEntry(exportsMap, entry) {
  if (entry === '.') return true;
  if (exportsMap === undefined || typeof exportsMap === 'string') return false;
  return Object.keys(exportsMap).some((key) => {
    if (!key.includes('*')) return key === entry;
    const [before, after] = key.split('*');
    return entry.startsWith(before) && entry.endsWith(after) && entry.length > before.length;
  });
}

const globToRegExp = (segment) =>
  new RegExp(`^${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** Whether a path exists under root; a segment with `*` matches any name (at least one must). */
export function pathExists(root, path) {
  const segments = path.split('/').filter((segment) => segment !== '');
  const walk = (folder, index) => {
    if (index === segments.length) return true;
    const segment = segments[index];
    if (!segment.includes('*')) {
      const next = join(folder, segment);
      return existsSync(next) && walk(next, index + 1);
    }
    if (!existsSync(folder) || !statSync(folder).isDirectory()) return false;
    const pattern = globToRegExp(segment);
    return readdirSync(folder)
      .filter((name) => pattern.test(name))
      .some((name) => walk(join(folder, name), index + 1));
  };
  return walk(root, 0);
}

function topLevelEntriesOf(root) {
  const entries = readdirSync(root, { withFileTypes: true }).filter(
    (entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules',
  );
  return {
    folders: new Set(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)),
    files: new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)),
  };
}

function workspacePackages(root) {
  const byName = new Map();
  for (const folder of ['packages', 'remotes']) {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const manifestPath = join(root, folder, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      byName.set(manifest.name, manifest.exports);
    }
  }
  return byName;
}

/**
 * Every reference in the given Markdown files that does not resolve, as
 * `{ file, reference }` (file relative to root). An empty list means all resolve.
 */
export function brokenReferences(root, markdownFiles) {
  const topLevel = topLevelEntriesOf(root);
  const packages = workspacePackages(root);
  const broken = [];
  for (const file of markdownFiles) {
    const markdown = readFileSync(join(root, file), 'utf8');
    const report = (reference) => broken.push({ file, reference });
    for (const link of relativeLinks(markdown)) {
      const target = relative(root, join(root, dirname(file), link));
      if (!existsSync(join(root, target))) report(link);
    }
    const texts = backtickedTexts(markdown);
    for (const text of texts) {
      if (!isRepoPath(text, topLevel) || isGenerated(text)) continue;
      if (!pathExists(root, text)) report(text);
    }
    for (const { text, name, entry } of packageImports(texts)) {
      if (!packages.has(name) || !exportsEntry(packages.get(name), entry)) report(text);
    }
  }
  return broken;
}
