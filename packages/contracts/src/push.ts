import { z } from 'zod';
import { BODY_MUST_BE_OBJECT } from './text';

// Web Push subscriptions (issue 38): the browser's PushSubscription JSON, as
// `subscription.toJSON()` gives it. The endpoint is the push service's URL.

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

const endpoint = z
  .url({ protocol: /^https?$/, error: 'Endpoint must be an http(s) URL' })
  .max(PUSH_ENDPOINT_MAX_LENGTH, {
    error: `Endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`,
  });

const base64Url = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .min(1, { error: `${label} is required` })
    .max(256, { error: `${label} must be at most 256 characters` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `${label} must be base64url` });

/** `POST /api/push/subscriptions` */
export const ZPushSubscription = z.object(
  {
    endpoint,
    expirationTime: z.number({ error: 'expirationTime must be a number or null' }).nullish(),
    keys: z.object(
      { p256dh: base64Url('keys.p256dh'), auth: base64Url('keys.auth') },
      { error: 'keys must be an object with p256dh and auth' },
    ),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/** `DELETE /api/push/subscriptions` */
export const ZDeletePushSubscriptionRequest = z.object(
  { endpoint },
  { error: BODY_MUST_BE_OBJECT },
);
export type TDeletePushSubscriptionRequest = z.infer<typeof ZDeletePushSubscriptionRequest>;

/** `GET /api/push/public-key`: the VAPID public key the browser subscribes with. */
export const ZPushPublicKey = z.object({ publicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

/** What a reminder push carries; the service worker shows it and opens `url` on a tap. */
export const ZPushNotification = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the product ('/dashboard', '/goal-setting'). */
  url: z.string().startsWith('/'),
  /** Same tag replaces an earlier notification of the same kind. */
  tag: z.string(),
});
export type TPushNotification = z.infer<typeof ZPushNotification>;
