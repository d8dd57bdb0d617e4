// The long-running processes that make up the product, in one list shared by
// `npm start` and `npm run perf`; the end-to-end run starts the same compiled servers
// (server-commands.mjs) with its own ports.
import { join } from 'node:path';

import { apiProcesses, apiUrlList } from './api-processes.mjs';
import { ROOT, run } from './run.mjs';
import { REMOTES, SERVERS } from './server-commands.mjs';

const CMS_DIR = join(ROOT, 'cms');

/** Where the local Stripe stand-in listens when no Stripe key is configured. */
const STRIPE_STANDIN_PORT = process.env.STRIPE_STANDIN_PORT ?? '4242';

/**
 * Without STRIPE_SECRET_KEY the product pays through the local Stripe stand-in:
 * the API's SDK calls it, its webhooks go to the API, browsers load its Stripe.js.
 */
function stripeStandIn(env) {
  if (env.STRIPE_SECRET_KEY) return { env: {}, commands: [] };
  const apiPort = env.API_PORT ?? '4000';
  return {
    env: {
      STRIPE_API_URL: `http://127.0.0.1:${STRIPE_STANDIN_PORT}`,
      STRIPE_JS_URL: `http://localhost:${STRIPE_STANDIN_PORT}/js/v3`,
    },
    commands: [
      {
        name: 'stripe',
        command: SERVERS.stripe(
          `--port ${STRIPE_STANDIN_PORT} --webhook-url http://127.0.0.1:${apiPort}/api/stripe/webhook`,
        ),
        prefixColor: 'yellow',
      },
    ],
  };
}

/** concurrently commands for every part; `env` is merged into each process. */
export function productCommands(env = {}) {
  const stripe = stripeStandIn({ ...process.env, ...env });
  const apis = apiProcesses({ ...process.env, ...env });
  const withEnv = (extra = {}) => ({ ...process.env, ...stripe.env, ...env, ...extra });
  return [
    ...stripe.commands.map((command) => ({ ...command, env: withEnv() })),
    ...apis.map(({ name, port }) => ({
      name,
      command: SERVERS.api,
      // Browsers reach the API only through the shell's proxy, which writes X-Forwarded-For.
      env: withEnv({ API_PORT: String(port), API_TRUST_PROXY: 'true', API_PROXY_HOPS: '1' }),
      prefixColor: 'green',
    })),
    {
      name: 'cms',
      command: SERVERS.cms,
      cwd: CMS_DIR,
      // Its webhook reaches one API process; PostgreSQL tells the others (LISTEN/NOTIFY).
      env: withEnv({ API_URL: apiUrlList(apis.slice(0, 1)), STRAPI_TELEMETRY_DISABLED: 'true' }),
      prefixColor: 'magenta',
    },
    {
      name: 'shell',
      command: SERVERS.shell,
      // The shell's proxy spreads /api over every API process.
      env: withEnv({ API_URL: apiUrlList(apis) }),
      prefixColor: 'cyan',
    },
    {
      name: 'remotes',
      command: SERVERS.remotes(REMOTES),
      env: withEnv(),
      prefixColor: 'blue',
    },
  ];
}

/** Runs one of productCommands() (run.mjs's run: stopped with the script), its lines labelled. */
export function serve({ name, command, cwd = ROOT, env, prefixColor }) {
  const [program, ...args] = command.split(' ');
  return run(program, args, { cwd, env, prefix: name, color: prefixColor });
}

/** Resolves once `url` answers (any status below 500), or rejects after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
