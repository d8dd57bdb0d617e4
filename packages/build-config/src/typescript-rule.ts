import type { RuleSetRule } from '@rspack/core';

/** Our TypeScript and JSX through rspack's SWC, with React's automatic runtime (every build). */
export const typescriptRule = (isProduction: boolean): RuleSetRule => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      // Without a target SWC writes ES5: async functions become generator state machines
      // and the contracts' \p{L} email pattern a 100 KB character class, all parsed and run
      // at start. Every browser the product supports (and Node 20, for the prerenders)
      // runs ES2020 as written.
      target: 'es2020',
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic', development: !isProduction, refresh: false },
      },
    },
  },
  type: 'javascript/auto',
});
