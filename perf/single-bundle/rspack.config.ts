import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { rspack, type Configuration } from '@rspack/core';

import { appConfig as shellConfig } from '../../shell/rspack.config';

// For measurement only (`npm run perf`): the same shell and pages built as one ordinary
// bundle, no federation, every remote page imported directly. The issue compares the
// federated product's paint times with this one's.
const HERE = dirname(fileURLToPath(import.meta.url));
const STATIC_PAGE_CACHE = join(HERE, 'static-page-cache.ts');
const NO_FEDERATION_RUNTIME = join(HERE, 'no-federation-runtime.ts');

const isFederation = (plugin: unknown) =>
  typeof plugin === 'object' &&
  plugin !== null &&
  plugin.constructor.name === 'ModuleFederationPlugin';

const singleBundleConfig: Configuration = {
  ...shellConfig,
  name: 'single-bundle',
  output: { ...shellConfig.output, path: join(HERE, 'dist'), uniqueName: 'single-bundle' },
  plugins: [
    ...(shellConfig.plugins ?? []).filter((plugin) => !isFederation(plugin)),
    new rspack.NormalModuleReplacementPlugin(/\/remote-page-cache$/, STATIC_PAGE_CACHE),
    new rspack.NormalModuleReplacementPlugin(
      /^@module-federation\/enhanced\/runtime$/,
      NO_FEDERATION_RUNTIME,
    ),
  ],
};

export default singleBundleConfig;
