import { ZPushNotification, type TPushNotification } from '@manifest/contracts/push';
import type { Knex } from 'knex';
import webpush, { WebPushError } from 'web-push';
import type { Logger } from '../../lib/logger';
import {
  deletePushSubscriptionById,
  listPushSubscriptions,
  type PushSubscriptionRow,
} from './push-repository';
import { pushTopicFor } from './push-topic';
import type { PushTransport } from './push-transport';
import type { VapidKeys } from './vapid-keys';

/**
 * A reminder is worth showing only near its time: a device that stays off longer than
 * this does not get it late (the push service drops it).
 */
export const PUSH_TTL_SECONDS = 60 * 60;
/** A push service that has not answered by then counts as failed. */
export const PUSH_TIMEOUT_MS = 10_000;
/** The push service's answers meaning the subscription is gone for good (RFC 8030 section 7.3). */
const GONE_STATUSES = new Set([404, 410]);

export type PushSender = {
  /** Sends the notification to each of the person's browsers; how many push services took it. */
  sendToUser: (userId: string, notification: TPushNotification) => Promise<{ delivered: number }>;
};

type Outcome = 'delivered' | 'gone' | 'failed';

/** Where a push went, for the logs: the push service's origin, never the endpoint (a capability). */
const pushServiceOf = (endpoint: string) => new URL(endpoint).origin;

/**
 * Web Push with the `web-push` library: the payload encrypted to each browser's keys
 * (RFC 8291, aes128gcm), signed with the VAPID key pair (RFC 8292). A subscription the
 * push service answers 404 or 410 for is removed; any other failure is logged and the
 * subscription kept for the next reminder.
 */
export function createPushSender({
  knex,
  vapidKeys,
  transport,
  logger,
  now,
}: {
  knex: Knex;
  vapidKeys: VapidKeys;
  transport: PushTransport;
  logger: Logger;
  now: () => Date;
}): PushSender {
  async function remove(row: PushSubscriptionRow, reason: string): Promise<void> {
    await deletePushSubscriptionById(knex, row.id);
    logger.info('Push subscription removed', {
      userId: row.user_id,
      pushService: pushServiceOf(row.endpoint),
      reason,
    });
  }

  async function sendOne(row: PushSubscriptionRow, payload: string, tag: string): Promise<Outcome> {
    const url = new URL(row.endpoint);
    if (row.expires_at && row.expires_at.getTime() <= now().getTime()) {
      await remove(row, 'expired');
      return 'gone';
    }
    if (url.protocol !== 'https:' || !transport.allowsHost(url.hostname)) {
      await remove(row, 'not a public https address');
      return 'gone';
    }
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        payload,
        {
          vapidDetails: await vapidKeys.details(),
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          topic: pushTopicFor(tag),
          timeout: PUSH_TIMEOUT_MS,
          agent: transport.agent,
        },
      );
      return 'delivered';
    } catch (error) {
      if (error instanceof WebPushError && GONE_STATUSES.has(error.statusCode)) {
        await remove(row, `push service answered ${error.statusCode}`);
        return 'gone';
      }
      logger.warn('Push not delivered', {
        userId: row.user_id,
        pushService: url.origin,
        ...(error instanceof WebPushError
          ? { status: error.statusCode, answer: error.body.slice(0, 200) }
          : { reason: error instanceof Error ? error.message : String(error) }),
      });
      return 'failed';
    }
  }

  return {
    async sendToUser(userId, notification) {
      const checked = ZPushNotification.parse(notification);
      const payload = JSON.stringify(checked);
      const rows = await listPushSubscriptions(knex, userId);
      const outcomes = await Promise.all(
        rows.map((row) =>
          sendOne(row, payload, checked.tag).catch((error: unknown) => {
            logger.error('Push failed', {
              userId,
              reason: error instanceof Error ? error.message : String(error),
            });
            return 'failed' as const;
          }),
        ),
      );
      return { delivered: outcomes.filter((outcome) => outcome === 'delivered').length };
    },
  };
}
