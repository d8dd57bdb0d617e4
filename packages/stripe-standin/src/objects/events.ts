import type { TStripeEvent, TStripeObject } from '../stand-in-state';

/** An event as Stripe sends it (spec3 `event`): a snapshot of the object as it was then. */
export const eventObject = (fields: {
  id: string;
  type: string;
  object: TStripeObject;
  created: number;
  apiVersion: string;
  pendingWebhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}): TStripeEvent => ({
  id: fields.id,
  object: 'event',
  api_version: fields.apiVersion,
  created: fields.created,
  data: { object: structuredClone(fields.object) },
  livemode: false,
  pending_webhooks: fields.pendingWebhooks,
  request: fields.request,
  type: fields.type,
});
