/**
 * How the CMS and the API reach each other: the token the API reads Strapi
 * with, and the webhook Strapi calls on the API when content changes.
 */
import { str } from './env';
import { secret } from './secrets';

const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/** The API's path that drops cached content when Strapi reports a change. */
export const WEBHOOK_PATH = '/api/cms/webhook';

/** Name of the Content API token the API uses (Settings → API Tokens). */
export const API_TOKEN_NAME = 'manifest-api';

/** Name of the webhook to the API (Settings → Webhooks). */
export const WEBHOOK_NAME = 'manifest-api cache';

export type ApiLink = {
  apiToken: string;
  webhookUrl: string;
  webhookSecret: string;
};

export function readApiLink(): ApiLink {
  const apiUrl = str('API_URL', DEFAULT_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(apiUrl)) {
    throw new Error(`API_URL must be an http(s) URL, got "${apiUrl}"`);
  }
  return {
    apiToken: secret('CMS_API_TOKEN'),
    webhookUrl: `${apiUrl}${WEBHOOK_PATH}`,
    webhookSecret: secret('CMS_WEBHOOK_SECRET'),
  };
}
