// How each compiled server is started (built by `buildFrontends`, build.mjs): by Node itself
// from the repository root, with no npm, no tsx and nothing from devDependencies. Shared by
// `npm start` (services.mjs) and the end-to-end run (e2e/playwright.config.ts).

export const REMOTES = ['dashboard', 'practice', 'blog', 'account'];

/** The line scripts/lib/serve-together.mjs prints once every server it runs is listening. */
export const SERVING_TOGETHER = 'Serving together:';

const remoteServer = (name) => `remotes/${name}/dist-node/server.mjs`;

export const SERVERS = {
  api: 'node --import ./api/dist/tracing-preload.mjs api/dist/server.mjs',
  shell: 'node shell/dist-node/server.mjs',
  remote: (name) => `node ${remoteServer(name)}`,
  /** Several remotes in one process, one listener each (scripts/lib/serve-together.mjs). */
  remotes: (names) => `node scripts/lib/serve-together.mjs ${names.map(remoteServer).join(' ')}`,
  stripe: (args) => `node packages/stripe-standin/dist/cli.mjs ${args}`,
  /** Strapi's own `strapi start`; run it in cms/. */
  cms: 'node node_modules/@strapi/strapi/bin/strapi.js start',
};
