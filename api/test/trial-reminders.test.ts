import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCancelLinkToken } from '../src/features/payments/cancel-link';
import { createTrialReminders } from '../src/features/payments/trial-reminders';
import { createLogger } from '../src/lib/logger';
import type { Mail } from '../src/lib/mailer';
import { useTestDatabase } from './support/test-app';
import { createTestUser } from './support/test-users';

// The email two days before a trial converts: sent exactly once even when two
// API processes (two connection pools on one PostgreSQL) look at the same time.

const NOW = new Date('2031-05-10T09:00:00Z');
const LINK_SECRET = 'reminder-suite-link-secret';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('trial reminders', () => {
  const db = useTestDatabase('postgres');
  let secondPool: Knex;
  beforeAll(() => {
    secondPool = knexFactory(db.knex.client.config as Knex.Config);
  });
  afterAll(async () => {
    await secondPool.destroy();
  });

  const processOn = (knex: Knex, mails: Mail[], fail = false) =>
    createTrialReminders({
      knex,
      mailer: {
        send: async (mail) => {
          if (fail) throw new Error('SMTP is down');
          mails.push(mail);
        },
      },
      now: () => NOW,
      logger: createLogger('silent'),
      reminderDays: 2,
      monthlyPriceCents: 999,
      appUrl: 'https://manifest.example',
      linkSecret: LINK_SECRET,
    });

  async function trialUser(patch: Record<string, unknown>) {
    const user = await createTestUser(db.knex);
    await db
      .knex('users')
      .where({ id: user.id })
      .update({
        subscription_id: `sub_${user.id.slice(0, 8)}`,
        subscription_status: 'trialing',
        subscription_cancel_at_period_end: false,
        subscription_period_end: new Date(NOW.getTime() + DAY_MS),
        ...patch,
      });
    return db.knex('users').where({ id: user.id }).first();
  }

  it('sends one reminder with the date, the amount and the cancel link, once across two processes', async () => {
    const due = await trialUser({});
    const cancelling = await trialUser({ subscription_cancel_at_period_end: true });
    const later = await trialUser({
      subscription_period_end: new Date(NOW.getTime() + 5 * DAY_MS),
    });
    const first: Mail[] = [];
    const second: Mail[] = [];

    await Promise.all([
      processOn(db.knex, first).sendDue(),
      processOn(secondPool, second).sendDue(),
      processOn(db.knex, first).sendDue(),
      processOn(secondPool, second).sendDue(),
    ]);
    await processOn(secondPool, second).sendDue();

    const sent = [...first, ...second];
    expect(sent.map((mail) => mail.to)).toEqual([due.email]);
    expect(sent.map((mail) => mail.to)).not.toContain(cancelling.email);
    expect(sent.map((mail) => mail.to)).not.toContain(later.email);
    const [mail] = sent;
    expect(mail?.subject).toBe('Your free trial ends on May 11, 2031');
    expect(mail?.text).toContain('$9.99');
    // The one-click link stands for this subscription, until its trial ends.
    const token = /https:\/\/manifest\.example\/cancel-trial\?token=(\S+)/.exec(
      mail?.text ?? '',
    )?.[1];
    expect(readCancelLinkToken(token ?? '', LINK_SECRET, NOW)).toEqual({
      userId: due.id,
      subscriptionId: due.subscription_id,
      expiresAt: due.subscription_period_end.getTime(),
    });
  });

  it('tries again on the next run when sending failed', async () => {
    const due = await trialUser({});
    const mails: Mail[] = [];
    await processOn(db.knex, mails, true).sendDue();
    expect(mails).toEqual([]);
    await processOn(db.knex, mails).sendDue();
    expect(mails.filter((mail) => mail.to === due.email)).toHaveLength(1);
  });
});
