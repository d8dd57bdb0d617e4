import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

import { entryPointsOf, shellProvidedEntries } from './shell-provided-entries';
import { REPO_ROOT } from './repo-root';
import { SINGLETON_PACKAGES } from './shared-singletons';

type TSharedConfig = {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  /** The module provided, when it is not the key: a path is provided whether imported or not. */
  import?: string;
};

type TPackageJson = {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/**
 * Our stateful workspace packages. They are imported by entry point
 * (`@manifest/auth/auth-provider`), so each is shared by prefix: every entry point is
 * its own singleton, and the auth state, toast store, query defaults and the services
 * the shell provides remotes (badge celebration, chat panels) are the shell's.
 */
const WORKSPACE_SINGLETONS: ReadonlyArray<{ packageName: string; folder: string }> = [
  { packageName: '@manifest/auth', folder: 'packages/auth' },
  { packageName: '@manifest/ui', folder: 'packages/ui' },
  { packageName: '@manifest/api-client', folder: 'packages/api-client' },
  { packageName: '@manifest/shell-services', folder: 'packages/shell-services' },
];

/**
 * Stateless libraries that several apps bundle: shared (not singletons) so a remote uses
 * the shell's copy when the versions agree instead of downloading its own. (Not zod: a
 * shared module cannot be tree-shaken, and all of zod, 47 KB gzipped, is larger than two
 * trimmed copies of 22 KB; remotes reach the shell's zod through the shell's contracts.)
 */
const SHARED_LIBRARIES: ReadonlyArray<{ packageName: string; declaredIn: string }> = [
  { packageName: 'clsx', declaredIn: 'packages/ui' },
  { packageName: 'tailwind-merge', declaredIn: 'packages/ui' },
  { packageName: 'class-variance-authority', declaredIn: 'packages/ui' },
];

const readPackageJson = (path: string): TPackageJson =>
  JSON.parse(readFileSync(path, 'utf8')) as TPackageJson;

/** What every app shares as 'react-router-dom' (see the file). */
const REACT_ROUTER_DOM_SUBSET = fileURLToPath(
  new URL('./browser/react-router-dom.ts', import.meta.url),
);

const CONTRACTS = { packageName: '@manifest/contracts', folder: 'packages/contracts' };

/**
 * The shared map (singletons and libraries), with required versions taken from the app's
 * package.json. `isHost`: the shell also provides every contracts entry point, used or not,
 * and the entry points it declares in `SHELL_PROVIDED`.
 */
export const createSharedSingletons = (
  appDir: string,
  { isHost = false }: { isHost?: boolean } = {},
): Record<string, TSharedConfig> => {
  const appPackage = readPackageJson(join(appDir, 'package.json'));
  const declared = { ...appPackage.devDependencies, ...appPackage.dependencies };
  const shared: Record<string, TSharedConfig> = {};

  for (const { request, packageName } of SINGLETON_PACKAGES) {
    const requiredVersion = declared[packageName];
    if (!requiredVersion) {
      throw new Error(`${appDir}/package.json must depend on ${packageName} (a shared singleton)`);
    }
    shared[request] = { singleton: true, requiredVersion };
  }
  // The subset is a file of ours, so its version is said: the installed react-router-dom's.
  const { version: routerVersion } = readPackageJson(
    join(REPO_ROOT, 'node_modules/react-router-dom/package.json'),
  );
  shared['react-router-dom'] = {
    ...shared['react-router-dom']!,
    import: REACT_ROUTER_DOM_SUBSET,
    version: routerVersion,
  };

  for (const { packageName, folder } of WORKSPACE_SINGLETONS) {
    const { version } = readPackageJson(join(REPO_ROOT, folder, 'package.json'));
    if (!version) throw new Error(`${folder}/package.json has no version`);
    shared[`${packageName}/`] = { singleton: true, requiredVersion: version, version };
    for (const { name, path } of isHost ? shellProvidedEntries(packageName, folder) : []) {
      shared[`${packageName}/${name}`] = {
        singleton: true,
        requiredVersion: version,
        version,
        import: path,
      };
    }
  }

  // Stateless, so not a singleton: a remote built against newer contracts keeps its own.
  const { version: contractsVersion } = readPackageJson(
    join(REPO_ROOT, CONTRACTS.folder, 'package.json'),
  );
  if (contractsVersion) {
    const contracts = {
      singleton: false,
      requiredVersion: contractsVersion,
      version: contractsVersion,
    };
    shared[`${CONTRACTS.packageName}/`] = contracts;
    // A prefix provides only what the app imports, so a page's contracts the shell does not
    // use (the sign-in page's Google contract) came with the remote's own copy of zod, and
    // of every contract they import by relative path (auth.ts): 30 KB gzipped on /signin.
    // The shell provides them all (a chunk each, downloaded only when a page asks), so a
    // remote built with the same contracts uses the shell's, and the shell's zod.
    if (isHost) {
      for (const { name, path } of entryPointsOf(CONTRACTS.folder)) {
        shared[`${CONTRACTS.packageName}/${name}`] = { ...contracts, import: path };
      }
    }
  }

  for (const { packageName, declaredIn } of SHARED_LIBRARIES) {
    const { dependencies = {} } = readPackageJson(join(REPO_ROOT, declaredIn, 'package.json'));
    const requiredVersion = dependencies[packageName];
    if (requiredVersion) shared[packageName] = { singleton: false, requiredVersion };
  }

  return shared;
};

export type TFederationOptions = {
  name: string;
  appDir: string;
  /** `'./SignInPage': './src/pages/sign-in-page.tsx'`; absent for the shell. */
  exposes?: Record<string, string>;
  /** The shell provides the federation runtime and the remotes use it (production builds). */
  externalRuntime?: boolean;
};

export const REMOTE_ENTRY_FILENAME = 'remoteEntry.js';
export const MANIFEST_FILENAME = 'mf-manifest.json';

export const createFederationPlugin = ({
  name,
  appDir,
  exposes,
  externalRuntime = false,
}: TFederationOptions): ModuleFederationPlugin => {
  return new ModuleFederationPlugin({
    name,
    filename: exposes ? REMOTE_ENTRY_FILENAME : undefined,
    // Each page imports its app's stylesheet itself: the manifest lists an expose by its
    // first import, so one shared first import would hide every page but one from it.
    exposes,
    // The shell learns remote URLs at run time from /remotes.json (registerRemotes).
    remotes: {},
    shared: createSharedSingletons(appDir, { isHost: !exposes }),
    // The shell provides the shared singletons and the remotes use them. Under the default
    // 'version-first', every shared module the shell loads late (a dialog's, a menu's)
    // first loads every registered remote's manifest and entry to compare versions:
    // needless requests, and with one remote down it fails, taking the shell's own dialogs
    // with it. 'loaded-first' takes what is already provided.
    shareStrategy: 'loaded-first',
    manifest: { fileName: MANIFEST_FILENAME },
    // Page modules all have one shape (RemotePageModule), so no generated types are needed.
    dts: false,
    // One federation runtime on the page, the shell's: a production remote entry leaves it
    // out (18 KB gzipped less per remote). A remote built for development keeps its own,
    // so its standalone app still runs alone.
    experiments: {
      ...(externalRuntime &&
        (exposes ? { externalRuntime: true } : { provideExternalRuntime: true })),
      // Browser builds: the runtime's code for loading remotes in Node is left out.
      optimization: { target: 'web' },
    },
  });
};
