import { join } from 'node:path';

import { rspack, type Configuration } from '@rspack/core';

import { PRERENDER_BUNDLE_DIR } from './prerender-bundle';
import { typescriptRule } from './typescript-rule';

export type TPrerenderConfigOptions = {
  /** The remote's federation name; the build is named `<name>-prerender`. */
  name: string;
  /** The remote's folder: the entry is read from it and the bundle written to dist-server/. */
  appDir: string;
};

/** Each prerendering remote's module that exports `render(url)` (@manifest/remote-kit/server/render-page). */
const PRERENDER_ENTRY = './src/server/prerender.tsx';

/**
 * A remote's public pages rendered to HTML by its own server (docs/prerendering.md): the same
 * page modules built for Node, with React and every
 * package bundled in, no federation, and stylesheets left out (the browser gets the
 * remote's built stylesheet).
 */
export const createPrerenderConfig = ({ name, appDir }: TPrerenderConfigOptions): Configuration => {
  const isProduction = process.env.NODE_ENV !== 'development';
  return {
    name: `${name}-prerender`,
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
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
};
