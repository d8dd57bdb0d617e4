import type { Env } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { createContentCache, type ContentCache } from './content-cache';
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
}: {
  env: Env;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
}): ContentSource {
  return {
    strapi: createStrapiClient({
      baseUrl: env.CMS_URL,
      token: env.CMS_API_TOKEN,
      timeoutMs: env.CMS_TIMEOUT_MS,
      fetch,
    }),
    cache: createContentCache({ ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000, logger }),
    mediaBaseUrl: env.CMS_PUBLIC_URL ?? env.CMS_URL,
  };
}
