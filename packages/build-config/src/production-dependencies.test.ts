import { describe, expect, it } from 'vitest';

import { productionProblems, type TLockfile } from './production-dependencies';

// A lockfile like ours: an app (shell) that depends on a workspace package (static-server).
const LOCK: TLockfile = {
  packages: {
    '': {},
    shell: {
      name: '@manifest/shell',
      dependencies: { '@manifest/static-server': '0.1.0', react: '^19' },
    },
    'packages/static-server': {
      name: '@manifest/static-server',
      dependencies: { sirv: '^3', pino: '^10' },
    },
    'node_modules/@manifest/static-server': { link: true, resolved: 'packages/static-server' },
    'node_modules/react': {},
    'node_modules/sirv': {},
    'node_modules/tsx': { dev: true },
    'node_modules/typescript': { devOptional: true },
    // Installed for static-server only: the shell's bundle (shell/dist-node) cannot reach it.
    'packages/static-server/node_modules/pino': {},
    'shell/node_modules/lru-cache': {},
  },
};

const check = (packageNames: string[]) =>
  productionProblems({
    lock: LOCK,
    workspaceDir: 'shell',
    bundleDir: 'shell/dist-node',
    packageNames,
  });

describe('productionProblems', () => {
  it('accepts packages the app or its workspace packages declare, installed for production', () => {
    expect(check(['react', 'sirv'])).toEqual([]);
  });

  it('refuses a package installed only with dev dependencies', () => {
    expect(check(['tsx', 'typescript'])).toEqual([
      'tsx is installed only with dev dependencies',
      'typescript is installed only with dev dependencies',
    ]);
  });

  it('refuses a package Node would not find from where the bundle runs', () => {
    expect(check(['pino'])).toEqual(['pino is not installed']);
  });

  it('refuses an installed package the app does not declare', () => {
    expect(check(['lru-cache'])).toEqual(['lru-cache is not in the dependencies of shell']);
  });
});
