import type { TPushPublicKey, TPushSubscription } from '@manifest/contracts/push';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import {
  deleteOwnPushSubscription,
  trimPushSubscriptions,
  upsertPushSubscription,
} from './push-repository';
import type { VapidKeys } from './vapid-keys';

export const PUSH_SUBSCRIPTION_NOT_FOUND = 'Push subscription not found';
export const PUSH_ENDPOINT_NOT_HTTPS = 'Endpoint must be an https URL';
/** Browsers one person receives reminders in; subscribing in one more drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

export type PushService = ReturnType<typeof createPushService>;

/** The browsers a person receives reminders in, and the key they subscribe with. */
export function createPushService({
  knex,
  vapidKeys,
  now,
}: {
  knex: Knex;
  vapidKeys: VapidKeys;
  now: () => Date;
}) {
  return {
    async publicKey(): Promise<TPushPublicKey> {
      return { publicKey: (await vapidKeys.details()).publicKey };
    },

    async subscribe(userId: string, subscription: TPushSubscription): Promise<void> {
      // Push services are reached over TLS only (web-push speaks nothing else).
      if (new URL(subscription.endpoint).protocol !== 'https:') {
        throw new HttpError(400, PUSH_ENDPOINT_NOT_HTTPS, { field: 'endpoint' });
      }
      const { expirationTime } = subscription;
      await knex.transaction(async (trx) => {
        await upsertPushSubscription(
          trx,
          userId,
          {
            endpoint: subscription.endpoint,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            expires_at: expirationTime == null ? null : new Date(expirationTime),
          },
          now(),
        );
        await trimPushSubscriptions(trx, userId, MAX_PUSH_SUBSCRIPTIONS_PER_USER);
      });
    },

    /** Only the person's own subscription; 404 when they have none with this endpoint. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      if (!(await deleteOwnPushSubscription(knex, userId, endpoint))) {
        throw new HttpError(404, PUSH_SUBSCRIPTION_NOT_FOUND);
      }
    },
  };
}
