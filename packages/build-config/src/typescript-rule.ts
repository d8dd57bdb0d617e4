import type { RuleSetRule } from '@rspack/core';

/** Our TypeScript and JSX through rspack's SWC, with React's automatic runtime (every build). */
export const typescriptRule = (isProduction: boolean): RuleSetRule => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic', development: !isProduction, refresh: false },
      },
    },
  },
  type: 'javascript/auto',
});
