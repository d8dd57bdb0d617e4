import { posix } from 'node:path';

/** What this check reads of package-lock.json (lockfileVersion 3). */
export type TLockfile = {
  packages: Record<
    string,
    {
      name?: string;
      dev?: boolean;
      devOptional?: boolean;
      link?: boolean;
      resolved?: string;
      dependencies?: Record<string, string>;
    }
  >;
};

/** The lockfile entry Node finds for `packageName` from `fromDir` (node_modules folders upward). */
const installedEntry = (lock: TLockfile, fromDir: string, packageName: string) => {
  for (let dir = posix.normalize(fromDir); ; dir = posix.dirname(dir)) {
    const key = dir === '.' ? `node_modules/${packageName}` : `${dir}/node_modules/${packageName}`;
    const entry = lock.packages[key];
    if (entry) return entry;
    if (dir === '.' || dir === '/') return undefined;
  }
};

/** A workspace's `dependencies` and those of every workspace package among them, by name. */
const declaredDependencies = (lock: TLockfile, workspaceDir: string): Set<string> => {
  const declared = new Set<string>();
  const visit = (dir: string) => {
    for (const name of Object.keys(lock.packages[dir]?.dependencies ?? {})) {
      if (declared.has(name)) continue;
      declared.add(name);
      const link = lock.packages[`node_modules/${name}`];
      if (link?.link && link.resolved) visit(link.resolved);
    }
  };
  visit(workspaceDir);
  return declared;
};

export type TProductionCheck = {
  lock: TLockfile;
  /** The workspace the server belongs to, as the lockfile names its folder (`api`, `remotes/blog`). */
  workspaceDir: string;
  /** The folder the bundle runs from, relative to the repository root. */
  bundleDir: string;
  /** The packages the bundle loads at run time. */
  packageNames: Iterable<string>;
};

/**
 * Why `npm ci --omit=dev` would not be enough to run a server bundle: each package it loads
 * must be installed without dev dependencies and declared in the `dependencies` of its
 * workspace (or of a workspace package it depends on), so the app can be installed alone.
 */
export const productionProblems = ({
  lock,
  workspaceDir,
  bundleDir,
  packageNames,
}: TProductionCheck): string[] => {
  const declared = declaredDependencies(lock, workspaceDir);
  return [...new Set(packageNames)].sort().flatMap((name) => {
    const entry = installedEntry(lock, bundleDir, name);
    if (!entry) return [`${name} is not installed`];
    if (entry.dev || entry.devOptional) return [`${name} is installed only with dev dependencies`];
    if (!declared.has(name)) return [`${name} is not in the dependencies of ${workspaceDir}`];
    return [];
  });
};
