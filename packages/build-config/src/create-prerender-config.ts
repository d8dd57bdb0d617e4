import { join } from 'node:path';

import { rspack, type Configuration } from '@rspack/core';

import { BuiltPagesPlugin } from './built-pages-plugin';
import { PRERENDER_BUNDLE, PRERENDER_BUNDLE_DIR } from './prerender-bundle';
import { typescriptRule } from './typescript-rule';

export type TPrerenderConfigOptions = {
  /** The app's federation name (its browser build's); this build is named `<name>-prerender`. */
  name: string;
  /** The app's folder: the entry is read from it and the bundle written to dist-server/. */
  appDir: string;
};

/**
 * Each app's module that exports `buildPages()` and, for a remote that draws pages per
 * request, `render(url)` (@manifest/remote-kit/server/render-page).
 */
const PRERENDER_ENTRY = './src/prerender.tsx';

/**
 * An app's pages as HTML (docs/prerendering.md): the same page modules built for Node, with
 * React and every package bundled in, no federation, and stylesheets left out (the browser
 * gets the app's built stylesheet). Once built, the pages that read no data are written
 * beside the browser build (BuiltPagesPlugin), so this build runs after that one; the
 * remote's server draws the others per request.
 */
export const createPrerenderConfig = ({ name, appDir }: TPrerenderConfigOptions): Configuration => {
  const isProduction = process.env.NODE_ENV !== 'development';
  return {
    name: `${name}-prerender`,
    // After the browser build, which empties the dist/ the built pages go to.
    dependencies: [name],
    context: appDir,
    target: 'node20',
    mode: isProduction ? 'production' : 'development',
    devtool: false,
    entry: { prerender: PRERENDER_ENTRY },
    output: {
      path: join(appDir, PRERENDER_BUNDLE_DIR),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: {
      rules: [
        typescriptRule(isProduction),
        // A page's `import '../app/styles.css'` is for the browser: here it is a string nobody reads.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [
      // Lazy parts of a page are in the one file: the server renders them at once.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify('prerender') }),
      new BuiltPagesPlugin({
        bundlePath: join(appDir, PRERENDER_BUNDLE),
        outputDir: join(appDir, 'dist'),
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
};
