import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { rspack, type Configuration } from '@rspack/core';
import tailwindcss from '@tailwindcss/postcss';

import { createFederationPlugin } from './federation';
import { JsonFilesPlugin } from './json-files-plugin';
import { typescriptRule } from './typescript-rule';
import { variantLayerPlugin } from './variant-layer-plugin';
import { hostCacheGroups } from './host-chunk-groups';

export type TDevServerOptions = NonNullable<Configuration['devServer']>;

export type TAppConfigOptions = {
  /** Federation name, also the remote's name in /remotes.json. */
  name: string;
  /** The app's folder (where package.json, index.html and src/ live). */
  appDir: string;
  /** Dev-server port (the production server reads its own from the environment). */
  port: number;
  /** Page modules the remote exposes (from its page list); absent for the shell. */
  exposes?: Record<string, string>;
  /** Data written as JSON beside the build's files, by file name (a remote's page list). */
  jsonFiles?: Readonly<Record<string, unknown>>;
  isHost?: boolean;
  /** Extra dev-server settings (the shell adds its proxy and /remotes.json). */
  devServer?: TDevServerOptions;
};

/** Browser code every app runs before its own entry (see the file). */
const ZOD_WITHOUT_EVAL = fileURLToPath(new URL('./browser/zod-without-eval.ts', import.meta.url));

// Read once per build so every app built together carries the same id.
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString();

export const createAppConfig = ({
  name,
  appDir,
  port,
  exposes,
  jsonFiles = {},
  isHost = false,
  devServer,
}: TAppConfigOptions): Configuration => {
  const isProduction = process.env.NODE_ENV !== 'development';

  return {
    name,
    context: appDir,
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? false : 'cheap-module-source-map',
    entry: { main: [ZOD_WITHOUT_EVAL, './src/index.ts'] },
    output: {
      path: join(appDir, 'dist'),
      // Remotes are loaded from other origins: chunks resolve against the remote entry's URL.
      publicPath: 'auto',
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      // Each app owns its chunk-loading global, so two apps' chunks never collide.
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
    },
    module: {
      rules: [
        typescriptRule(isProduction),
        {
          test: /\.css$/,
          // Tailwind CSS v4 through PostCSS; the same setup for every app, so no per-app config.
          use: [
            {
              loader: 'postcss-loader',
              options: {
                postcssOptions: { config: false, plugins: [tailwindcss(), variantLayerPlugin()] },
              },
            },
          ],
          type: 'css/auto',
        },
      ],
    },
    plugins: [
      createFederationPlugin({
        name,
        appDir,
        exposes: isHost ? undefined : exposes,
        externalRuntime: isProduction,
      }),
      new rspack.HtmlRspackPlugin({
        template: './index.html',
        // Only the app's own entry; a remote's container entry is for the shell to load.
        chunks: ['main'],
        // Absolute, so deep links (/blog/some-post) still find the entry script.
        publicPath: '/',
      }),
      new rspack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(BUILD_ID),
      }),
      new JsonFilesPlugin(jsonFiles),
    ],
    optimization: {
      minimize: isProduction,
      splitChunks: {
        cacheGroups: {
          // The app's one stylesheet in one file, not a copy beside every exposed page.
          styles: { type: 'css/auto', name: 'styles', chunks: 'all', enforce: true },
          ...(isHost && hostCacheGroups),
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      // Remotes are fetched by the shell from another origin.
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      },
      ...devServer,
    },
  };
};
