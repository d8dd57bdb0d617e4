/**
 * The webhook that tells the API to drop cached content: POST
 * ${API_URL}/api/cms/webhook with `Authorization: Bearer ${CMS_WEBHOOK_SECRET}`
 * on entry create, update, delete, publish and unpublish. Created or brought
 * back to this definition at every boot (matched by name), then handed to
 * Strapi's webhook runner, which loaded the stored webhooks before this ran.
 */
import type { Core } from '@strapi/strapi';
import { WEBHOOK_NAME } from '../lib/api-link';

export const WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
];

type Webhook = {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
};

/** The parts of Strapi 5.54's `webhookStore` and `webhookRunner` used here. */
type WebhookStore = {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id' | 'isEnabled'>): Promise<Webhook>;
  updateWebhook(id: string, data: Omit<Webhook, 'id'>): Promise<Webhook | null>;
};
type WebhookRunner = { add(webhook: Webhook): void; update(webhook: Webhook): void };

function isSame(webhook: Webhook, wanted: Omit<Webhook, 'id'>): boolean {
  return (
    webhook.url === wanted.url &&
    webhook.isEnabled === wanted.isEnabled &&
    JSON.stringify(webhook.headers ?? {}) === JSON.stringify(wanted.headers) &&
    JSON.stringify([...(webhook.events ?? [])].sort()) === JSON.stringify([...wanted.events].sort())
  );
}

export async function ensureApiWebhook(
  strapi: Core.Strapi,
  { url, secret }: { url: string; secret: string },
): Promise<void> {
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const wanted = {
    name: WEBHOOK_NAME,
    url,
    headers: { Authorization: `Bearer ${secret}` },
    events: WEBHOOK_EVENTS,
    isEnabled: true,
  };

  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === WEBHOOK_NAME);
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    strapi.log.info(`[cms] Created the webhook "${WEBHOOK_NAME}" to ${url}.`);
    return;
  }
  if (isSame(existing, wanted)) return;
  const updated = await store.updateWebhook(existing.id, wanted);
  if (updated) runner.update(updated);
  strapi.log.info(`[cms] Updated the webhook "${WEBHOOK_NAME}" to ${url}.`);
}
