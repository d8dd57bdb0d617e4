import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { rspack, type Compiler, type Configuration } from '@rspack/core';

import { productionProblems, type TLockfile } from './production-dependencies';
import { REPO_ROOT } from './repo-root';
import { isExternal, packageOf } from './server-externals';
import { typescriptRule } from './typescript-rule';

export type TServerConfigOptions = {
  /** The app's name; the build is named `<name>-server`. */
  name: string;
  /** The app's folder (its package.json); entries are read from it. */
  appDir: string;
  /** Entry modules by output name: `{ server: './server.ts' }` writes `<outputDir>/server.mjs`. */
  entry: Record<string, string>;
  /** Where the bundle goes, relative to appDir, one folder below it (runtime paths rely on it). */
  outputDir: string;
  /** Packages the server loads only where they are installed (a development nicety). */
  optionalPackages?: readonly string[];
};

/**
 * Fails the build when the bundle loads a package that `npm ci --omit=dev` would not
 * install, or that the app does not declare (production-dependencies.ts).
 */
class ProductionDependenciesPlugin {
  constructor(
    private readonly appDir: string,
    private readonly loaded: Set<string>,
    private readonly optionalPackages: readonly string[],
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterCompile.tap('ProductionDependenciesPlugin', (compilation) => {
      const lock = JSON.parse(
        readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8'),
      ) as TLockfile;
      const problems = productionProblems({
        lock,
        workspaceDir: relative(REPO_ROOT, this.appDir),
        bundleDir: relative(REPO_ROOT, compilation.outputOptions.path ?? this.appDir),
        packageNames: [...this.loaded].filter((name) => !this.optionalPackages.includes(name)),
      });
      for (const problem of problems) {
        compilation.errors.push(new rspack.WebpackError(`Server bundle: ${problem}`));
      }
    });
  }
}

/**
 * A server built for Node (`node <outputDir>/server.mjs`): our TypeScript and the
 * workspace packages bundled as ES modules, every third-party package left to
 * node_modules (server-externals.ts), `import.meta.url` and run-time `import(path)`
 * left as written, so files beside the bundle are found where the app's folder is.
 */
export const createServerConfig = ({
  name,
  appDir,
  entry,
  outputDir,
  optionalPackages = [],
}: TServerConfigOptions): Configuration => {
  const loaded = new Set<string>();
  return {
    name: `${name}-server`,
    context: appDir,
    target: 'node20',
    mode: 'none',
    devtool: false,
    entry,
    output: {
      path: join(appDir, outputDir),
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      filename: '[name].mjs',
      chunkFilename: 'chunks/[name].mjs',
      // An entry's exports stay exports (a migration's up and down).
      library: { type: 'module' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    externalsType: 'module-import',
    externals: [
      ({ request, dependencyType }, callback) => {
        if (!request || !isExternal(request)) return callback();
        loaded.add(packageOf(request));
        // `require` (from createRequire) stays a require; `import` stays an import.
        const type = dependencyType === 'commonjs' ? 'node-commonjs' : 'module-import';
        return callback(undefined, `${type} ${request}`);
      },
    ],
    module: {
      parser: {
        javascript: {
          // Read where the bundle runs, not where its sources were.
          importMeta: false,
          url: false,
          // `import(someFile)` loads a file of the build (a migration, a prerender bundle).
          importDynamic: false,
          createRequire: true,
        },
      },
      rules: [typescriptRule(true)],
    },
    plugins: [new ProductionDependenciesPlugin(appDir, loaded, optionalPackages)],
    optimization: {
      minimize: false,
      // One module registry for every entry: the OpenTelemetry preload and the API share state.
      runtimeChunk: 'single',
    },
    performance: { hints: false },
  };
};

/** Where the shell's and each remote's server is built: beside dist/, which is served as it is. */
export const APP_SERVER_DIR = 'dist-node';

/** The shell's or a remote's `server.ts` as `node dist-node/server.mjs`. */
export const createAppServerConfig = ({ name, appDir }: { name: string; appDir: string }) =>
  createServerConfig({ name, appDir, outputDir: APP_SERVER_DIR, entry: { server: './server.ts' } });
