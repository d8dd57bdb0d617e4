import type { Env } from '../../config/env';
import { createLocalBroadcast, type Broadcast } from '../../lib/broadcast';
import type { Logger } from '../../lib/logger';
import type { Metrics } from '../../observability/metrics';
import { createContentCache, type ContentCache } from './content-cache';
import { shareContentCache } from './shared-content-cache';
import { createStrapiClient, type StrapiClient } from './strapi-client';

/** What every content feature reads through: Strapi's REST API and the shared cache in front of it. */
export type ContentSource = {
  strapi: StrapiClient;
  cache: ContentCache;
  /** Base URL that makes CMS media paths (`/uploads/...`) absolute for browsers. */
  mediaBaseUrl: string;
};

export function createContentSource({
  env,
  logger,
  fetch,
  metrics,
  broadcast = createLocalBroadcast(),
}: {
  env: Env;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
  metrics?: Metrics;
  /** The other API processes, told when a webhook drops content here (default: none). */
  broadcast?: Broadcast;
}): ContentSource {
  return {
    strapi: createStrapiClient({
      baseUrl: env.CMS_URL,
      token: env.CMS_API_TOKEN,
      timeoutMs: env.CMS_TIMEOUT_MS,
      fetch,
    }),
    cache: shareContentCache(
      createContentCache({
        ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000,
        logger,
        onRead: (result) => metrics?.contentCacheReads.inc({ result }),
      }),
      broadcast,
    ),
    mediaBaseUrl: env.CMS_PUBLIC_URL ?? env.CMS_URL,
  };
}
