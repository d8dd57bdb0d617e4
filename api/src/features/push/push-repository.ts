import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

export type PushSubscriptionRow = {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type NewPushSubscription = Pick<
  PushSubscriptionRow,
  'endpoint' | 'p256dh' | 'auth' | 'expires_at'
>;

/**
 * Saves a browser's subscription for the person. An endpoint already known (the same
 * browser subscribing again, or after another person signed in there) is taken over:
 * a browser's notifications belong to whoever subscribed in it last.
 */
export async function upsertPushSubscription(
  db: Db,
  userId: string,
  subscription: NewPushSubscription,
  at: Date,
): Promise<void> {
  await db('push_subscriptions')
    .insert({ ...subscription, user_id: userId, created_at: at, updated_at: at })
    .onConflict('endpoint')
    .merge(['user_id', 'p256dh', 'auth', 'expires_at', 'updated_at']);
}

/** Keeps the person's `keep` most recently saved subscriptions and removes the others. */
export async function trimPushSubscriptions(db: Db, userId: string, keep: number): Promise<void> {
  await db('push_subscriptions')
    .where({ user_id: userId })
    .whereNotIn(
      'id',
      db('push_subscriptions')
        .select('id')
        .where({ user_id: userId })
        .orderBy([
          { column: 'updated_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(keep),
    )
    .del();
}

/** True when the person had a subscription with this endpoint (now removed). */
export async function deleteOwnPushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  return (await db('push_subscriptions').where({ user_id: userId, endpoint }).del()) > 0;
}

export async function listPushSubscriptions(
  db: Db,
  userId: string,
): Promise<PushSubscriptionRow[]> {
  return db<PushSubscriptionRow>('push_subscriptions')
    .where({ user_id: userId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
}

/** Removes one subscription the push service no longer knows (or that can never be sent to). */
export async function deletePushSubscriptionById(db: Db, id: string): Promise<void> {
  await db('push_subscriptions').where({ id }).del();
}

export type VapidKeyRow = { public_key: string; private_key: string };

/**
 * The one stored VAPID key pair: `candidate` is stored when there is none yet, and
 * whichever pair is stored afterwards is answered, so processes racing here agree.
 */
export async function storedVapidKeys(db: Db, candidate: VapidKeyRow): Promise<VapidKeyRow> {
  await db('push_vapid_keys')
    .insert({ id: 1, ...candidate })
    .onConflict('id')
    .ignore();
  const row = await db<VapidKeyRow & { id: number }>('push_vapid_keys')
    .select('public_key', 'private_key')
    .where({ id: 1 })
    .first();
  if (!row) throw new Error('push_vapid_keys has no row after inserting one');
  return row;
}
