import type { Knex } from 'knex';
import type { SubscriptionFields } from './subscription-state';

type Db = Knex | Knex.Transaction;

export type PaymentKind = 'lifetime' | 'subscription';

export async function setStripeCustomer(db: Db, userId: string, customerId: string) {
  await db('users').where({ id: userId }).update({ stripe_customer_id: customerId });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id when it names an account here (metadata Stripe carries may name none). */
export async function knownUserId(db: Db, candidate: unknown): Promise<string | undefined> {
  if (typeof candidate !== 'string' || !UUID.test(candidate)) return undefined;
  const row = await db('users').where({ id: candidate }).first<{ id: string }>('id');
  return row?.id;
}

export async function findUserIdByCustomer(
  db: Db,
  customerId: string,
): Promise<string | undefined> {
  const row = await db('users')
    .where({ stripe_customer_id: customerId })
    .first<{ id: string }>('id');
  return row?.id;
}

/**
 * Writes a subscription's state on its user. Access is paid while the subscription
 * is active or a lifetime payment exists; once the subscription has left trialing,
 * the trial is over (its end moves to now at the latest).
 */
export async function applySubscription(
  db: Db,
  userId: string,
  fields: SubscriptionFields,
  now: Date,
) {
  await db('users')
    .where({ id: userId })
    .update({
      subscription_id: fields.subscriptionId,
      subscription_status: fields.status,
      subscription_cancel_at_period_end: fields.cancelAtPeriodEnd,
      subscription_period_end: fields.periodEnd,
      has_paid: fields.paysForAccess ? true : db.raw('lifetime_access_at is not null'),
      trial_end_date: fields.trialIsOver
        ? db.raw('least(trial_end_date, ?)', [now])
        : fields.trialEnd,
      // The admin dashboard's trials: when this user's first trial subscription began.
      ...(fields.status === 'trialing'
        ? { trial_started_at: db.raw('coalesce(trial_started_at, ?)', [now]) }
        : {}),
      updated_at: now,
    });
}

/**
 * Records one successful charge; answers false when it was recorded before (a
 * verify after the webhook, a replayed event), so nothing is paid or mailed twice.
 * The row and the access it gives commit together: a second recorder waits on the
 * first's row and then finds the access written.
 */
export async function recordPayment(
  db: Db,
  payment: {
    id: string;
    userId: string;
    kind: PaymentKind;
    amountCents: number;
    currency: string;
    paidAt: Date;
  },
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const inserted = await trx('payments')
      .insert({
        id: payment.id,
        user_id: payment.userId,
        kind: payment.kind,
        amount_cents: payment.amountCents,
        currency: payment.currency,
        paid_at: payment.paidAt,
        // The admin dashboard's conversions: the first charge of this user.
        is_first: trx.raw('not exists (select 1 from payments where user_id = ?)', [
          payment.userId,
        ]),
      })
      .onConflict('id')
      .ignore()
      .returning('id');
    if (inserted.length > 0 && payment.kind === 'lifetime') {
      await trx('users')
        .where({ id: payment.userId })
        .update({
          has_paid: true,
          lifetime_access_at: trx.raw('coalesce(lifetime_access_at, ?)', [payment.paidAt]),
          updated_at: payment.paidAt,
        });
    }
    return inserted.length > 0;
  });
}

/** Whether a card (its Stripe fingerprint) has carried a free trial, on any account. */
export async function hasCardHadTrial(db: Db, fingerprint: string): Promise<boolean> {
  return (await db('trial_cards').where({ fingerprint }).first()) !== undefined;
}

/**
 * Claims a card's one free trial for a user; false when any account (this one,
 * another, a deleted one) had it. Two claims at once: the key lets one through.
 */
export async function claimTrialCard(
  db: Db,
  fingerprint: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const inserted = await db('trial_cards')
    .insert({ fingerprint, user_id: userId, created_at: at })
    .onConflict('fingerprint')
    .ignore()
    .returning('fingerprint');
  return inserted.length > 0;
}

/** Remembers a Stripe event; false when it was handled before. */
export async function recordStripeEvent(
  db: Db,
  event: { id: string; type: string },
  at: Date,
): Promise<boolean> {
  const inserted = await db('stripe_events')
    .insert({ id: event.id, type: event.type, received_at: at })
    .onConflict('id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

export async function forgetStripeEvent(db: Db, eventId: string) {
  await db('stripe_events').where({ id: eventId }).delete();
}

export async function recordCancellation(
  db: Db,
  row: { userId: string; subscriptionId: string | null; reason: string | null; at: Date },
  retentionDays: number,
) {
  await db('subscription_cancellations').insert({
    user_id: row.userId,
    subscription_id: row.subscriptionId,
    reason: row.reason,
    created_at: row.at,
  });
  const cutoff = new Date(row.at.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  await db('subscription_cancellations').where('created_at', '<', cutoff).delete();
}

/** Claims an email that must go out once; false when another process (or an earlier run) did. */
export async function claimEmail(db: Db, kind: string, key: string, at: Date): Promise<boolean> {
  const inserted = await db('sent_emails')
    .insert({ kind, key, sent_at: at })
    .onConflict(['kind', 'key'])
    .ignore()
    .returning('key');
  return inserted.length > 0;
}

/** Gives a claim back when the email could not be sent, so the next run tries again. */
export async function releaseEmail(db: Db, kind: string, key: string) {
  await db('sent_emails').where({ kind, key }).delete();
}

export type TrialToRemind = {
  id: string;
  email: string;
  first_name: string;
  subscription_id: string;
  subscription_period_end: Date;
};

/** Trials that convert within `until` and are not being cancelled. */
export async function trialsConvertingBefore(
  db: Db,
  now: Date,
  until: Date,
): Promise<TrialToRemind[]> {
  return db('users')
    .where({ subscription_status: 'trialing', subscription_cancel_at_period_end: false })
    .where('subscription_period_end', '>', now)
    .where('subscription_period_end', '<=', until)
    .select('id', 'email', 'first_name', 'subscription_id', 'subscription_period_end');
}
