import type { Core } from '@strapi/strapi';
import { bool, str } from '../src/lib/env';
import { appKeys } from '../src/lib/secrets';
import { serverHost, serverPort } from '../src/lib/server-address';

const config = (): Core.Config.Server => ({
  host: serverHost(),
  port: serverPort(),
  // Public URL when served behind a proxy or on another origin ('' = derive from host/port).
  url: str('PUBLIC_URL', ''),
  // Trust X-Forwarded-* so secure admin cookies work behind a TLS-terminating proxy.
  proxy: { koa: bool('TRUST_PROXY', false) },
  app: { keys: appKeys() },
  // No update check: boot must not reach the internet (npm registry lookup).
  logger: { updates: { enabled: false } },
  webhooks: {
    populateRelations: bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
