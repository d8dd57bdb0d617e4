import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TPushNotification } from '@manifest/contracts/push';
import {
  DEFAULT_REMINDER_SETTINGS,
  ZReminderSettings,
  type TReminderSettings,
} from '@manifest/contracts/reminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReminderSender, type PushSender } from '../src/features/reminders/reminder-sender';
import { createRemindersService } from '../src/features/reminders/reminders-service';
import { createTrialReminders } from '../src/features/payments/trial-reminders';
import { startJobQueue, type JobQueue } from '../src/jobs/job-queue';
import { createLogger } from '../src/lib/logger';
import { createMailer, type Mailer } from '../src/lib/mailer';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

// Reminder settings over HTTP, and the reminders the job queue sends: at the person's
// local time, once, never when the day is done, in quiet hours or late, with a
// one-click unsubscribe in every email.

const APP_URL = 'https://manifest.example';
const LINK_SECRET = 'reminders-suite-link-secret-0123456789';
const MAIL_FROM = 'Manifest <hello@manifest.example>';
const QUIET = createLogger('silent');
const MINUTE_MS = 60 * 1000;

const NO_PUSH: PushSender = { sendToUser: async () => ({ delivered: 0 }) };

type Delivery = {
  status: string;
  reason: string | null;
  channel: string | null;
  local_date: string;
};

describe.each(DATABASE_ENGINES)('reminders on %s', (engine) => {
  const api = useTestApp(engine, { env: { APP_URL, EMAIL_LINK_SECRET: LINK_SECRET } });
  let outbox: string;
  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'manifest-reminders-'));
  });
  afterAll(async () => {
    await rm(outbox, { recursive: true, force: true });
  });

  /** A verified person in `timeZone` with these settings saved (or the defaults). */
  async function person({
    timeZone = 'Europe/Berlin',
    settings,
    isVerified = true,
  }: { timeZone?: string; settings?: TReminderSettings; isVerified?: boolean } = {}) {
    const user = await api.newUser({ timeZone });
    await api
      .knex('users')
      .where({ id: user.id })
      .update({ email_verified_at: isVerified ? new Date('2026-01-01T00:00:00Z') : null });
    if (settings) {
      const saved = await api.request('/api/user/reminders', {
        method: 'PUT',
        token: user.token,
        json: settings,
      });
      expect(saved.status).toBe(200);
    }
    const { email } = (await api.knex('users').where({ id: user.id }).first('email')) as {
      email: string;
    };
    return { ...user, email };
  }

  const deliveriesOf = async (userId: string): Promise<Delivery[]> =>
    (await api
      .knex('reminder_deliveries')
      .where({ user_id: userId })
      .orderBy('local_date')
      .select(
        'status',
        'reason',
        'channel',
        api.knex.raw('local_date::text as local_date'),
      )) as Delivery[];

  /** The emails in the outbox to `to`, as written (headers and body). */
  async function outboxMailsTo(to: string): Promise<string[]> {
    const files = (await readdir(outbox)).sort();
    const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
    return mails.filter((mail) => mail.includes(`To: ${to}`));
  }

  function senderAt(
    clock: { now: Date },
    {
      dayIsDone = async () => false,
      push = NO_PUSH,
      mailer = createMailer({ from: MAIL_FROM, outboxDir: outbox }),
    }: {
      dayIsDone?: (userId: string) => Promise<boolean>;
      push?: PushSender;
      mailer?: Mailer;
    } = {},
  ) {
    return createReminderSender({
      knex: api.knex,
      now: () => clock.now,
      logger: QUIET,
      mailer,
      push,
      dayIsDone,
      appUrl: APP_URL,
      linkSecret: LINK_SECRET,
      mailFrom: MAIL_FROM,
    });
  }

  const practiceAt = (time: string, quietHours: TReminderSettings['quietHours'] = null) => ({
    practice: { enabled: true, time },
    goal: { enabled: false, time: '19:00' },
    quietHours,
  });

  describe('settings', () => {
    it('gives the defaults, with the practice time of the first-run answers when there are some', async () => {
      const fresh = await api.newUser();
      const answer = await api.request('/api/user/reminders', { token: fresh.token });
      expect(answer.status).toBe(200);
      expect(ZReminderSettings.parse(answer.body)).toEqual(DEFAULT_REMINDER_SETTINGS);

      const planned = await api.newUser();
      await api.knex('user_plans').insert({
        user_id: planned.id,
        answers: JSON.stringify({
          areas: ['health'],
          practiceTime: 'morning',
          reminderTime: '06:45',
          mainGoal: null,
        }),
        first_run_done_at: new Date(),
      });
      const withPlan = await api.request('/api/user/reminders', { token: planned.token });
      expect(withPlan.body).toEqual({
        ...DEFAULT_REMINDER_SETTINGS,
        practice: { enabled: true, time: '06:45' },
      });
    });

    it('saves the whole settings and gives them back; the plan time then moves only the practice time', async () => {
      const user = await api.newUser();
      const settings: TReminderSettings = {
        practice: { enabled: false, time: '07:15' },
        goal: { enabled: true, time: '20:30' },
        quietHours: null,
      };
      const saved = await api.request('/api/user/reminders', {
        method: 'PUT',
        token: user.token,
        json: settings,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual(settings);
      expect((await api.request('/api/user/reminders', { token: user.token })).body).toEqual(
        settings,
      );

      await createRemindersService({ knex: api.knex, now: () => new Date() }).setPracticeTime(
        user.id,
        '09:05',
      );
      expect((await api.request('/api/user/reminders', { token: user.token })).body).toEqual({
        ...settings,
        practice: { enabled: false, time: '09:05' },
      });
    });

    it.each([
      [
        { ...DEFAULT_REMINDER_SETTINGS, practice: { enabled: true, time: '24:00' } },
        'practice.time',
      ],
      [{ ...DEFAULT_REMINDER_SETTINGS, goal: { enabled: 'yes', time: '19:00' } }, 'goal.enabled'],
      [{ ...DEFAULT_REMINDER_SETTINGS, goal: undefined }, 'goal'],
      [
        { ...DEFAULT_REMINDER_SETTINGS, quietHours: { start: '7:00', end: '08:00' } },
        'quietHours.start',
      ],
      [
        { ...DEFAULT_REMINDER_SETTINGS, quietHours: { start: '22:00', end: '22:00' } },
        'quietHours',
      ],
    ])('answers 400 naming the field for %j', async (json, field) => {
      const user = await api.newUser();
      const answer = await api.request('/api/user/reminders', {
        method: 'PUT',
        token: user.token,
        json,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field });
    });

    it('answers 401 without a session', async () => {
      expect((await api.request('/api/user/reminders')).status).toBe(401);
      expect(
        (
          await api.request('/api/user/reminders', {
            method: 'PUT',
            json: DEFAULT_REMINDER_SETTINGS,
          })
        ).status,
      ).toBe(401);
    });
  });

  describe('sending', () => {
    it('sends at the local time through the job queue, by email with one-click unsubscribe, once', async () => {
      // 08:00 in Berlin on the day its clocks spring forward is 06:00 UTC.
      const clock = { now: new Date('2026-03-29T06:00:20Z') };
      const user = await person({ settings: practiceAt('08:00') });
      const sender = senderAt(clock);
      let runs = 0;
      const queue: JobQueue = await startJobQueue({
        knex: api.knex,
        logger: QUIET,
        handlers: {
          'reminders-due': async () => {
            await sender.sendDue();
            runs += 1;
          },
          'trial-reminders-due': async () => {},
          'weekly-review-due': async () => {},
        },
        schedule: false,
        pollingIntervalSeconds: 0.5,
      });
      try {
        const runOnce = async () => {
          const before = runs;
          await queue.runNow('reminders-due');
          const deadline = Date.now() + 15_000;
          while (runs === before) {
            if (Date.now() > deadline) throw new Error('The job never ran');
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        };
        // A minute early: nothing yet.
        clock.now = new Date('2026-03-29T05:59:00Z');
        await runOnce();
        expect(await outboxMailsTo(user.email)).toEqual([]);

        clock.now = new Date('2026-03-29T06:00:20Z');
        await runOnce();
        const [mail, ...more] = await outboxMailsTo(user.email);
        expect(more).toEqual([]);
        expect(mail).toContain('Subject: Your practice for today is ready');
        expect(mail).toContain(`${APP_URL}/dashboard`);
        // Long header fields are folded onto indented lines; unfolded, as a mail program reads them.
        const header = /^List-Unsubscribe:(.*(?:\n[ \t].+)*)$/m
          .exec(mail ?? '')?.[1]
          ?.replace(/\n[ \t]+/g, ' ')
          .trim();
        expect(header).toMatch(
          /^<https:\/\/manifest\.example\/api\/reminders\/unsubscribe\?token=[\w.-]+>, <mailto:hello@manifest\.example\?subject=Unsubscribe%20from%20practice%20reminders>$/,
        );
        expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
        expect(await deliveriesOf(user.id)).toEqual([
          // The minute-early run found the day before's 08:00 long gone: late, never sent.
          { status: 'skipped', reason: 'late', channel: null, local_date: '2026-03-28' },
          { status: 'sent', reason: null, channel: 'email', local_date: '2026-03-29' },
        ]);

        // The next minutes' runs, and a replay of this one, send nothing more.
        clock.now = new Date('2026-03-29T06:01:20Z');
        await runOnce();
        await Promise.all([sender.sendDue(), sender.sendDue()]);
        expect(await outboxMailsTo(user.email)).toHaveLength(1);
      } finally {
        await queue.stop(2_000);
      }
    });

    it('skips the day that is already done, and records why', async () => {
      const clock = { now: new Date('2026-07-01T06:05:00Z') };
      const done = await person({ settings: practiceAt('08:00') });
      const open = await person({ settings: practiceAt('08:00') });
      const mails: string[] = [];
      await senderAt(clock, {
        dayIsDone: async (userId) => userId === done.id,
        mailer: { send: async (mail) => void mails.push(mail.to) },
      }).sendDue();
      expect(mails).toContain(open.email);
      expect(mails).not.toContain(done.email);
      expect(await deliveriesOf(done.id)).toEqual([
        { status: 'skipped', reason: 'day-done', channel: null, local_date: '2026-07-01' },
      ]);
    });

    it('skips a reminder whose time falls in the quiet hours', async () => {
      // 23:00 in New York (summer, UTC-4) is 03:00 UTC the next day.
      const clock = { now: new Date('2026-07-02T03:00:00Z') };
      const user = await person({
        timeZone: 'America/New_York',
        settings: practiceAt('23:00', { start: '22:00', end: '07:00' }),
      });
      const mails: string[] = [];
      await senderAt(clock, {
        mailer: { send: async (mail) => void mails.push(mail.to) },
      }).sendDue();
      expect(mails).not.toContain(user.email);
      expect(await deliveriesOf(user.id)).toEqual([
        { status: 'skipped', reason: 'quiet-hours', channel: null, local_date: '2026-07-01' },
      ]);
    });

    it('skips a reminder found more than 30 minutes late (after downtime), and sends one found within', async () => {
      const late = await person({ timeZone: 'Australia/Sydney', settings: practiceAt('08:00') });
      const onTime = await person({ timeZone: 'Australia/Sydney', settings: practiceAt('08:20') });
      // 08:00 in Sydney on 5 April 2026 (clocks went back at 03:00) is 22:00 UTC the day
      // before; the queue was down until 08:31.
      const clock = { now: new Date('2026-04-04T22:31:00Z') };
      const mails: string[] = [];
      await senderAt(clock, {
        mailer: { send: async (mail) => void mails.push(mail.to) },
      }).sendDue();
      expect(mails).toContain(onTime.email);
      expect(mails).not.toContain(late.email);
      expect(await deliveriesOf(late.id)).toEqual([
        { status: 'skipped', reason: 'late', channel: null, local_date: '2026-04-05' },
      ]);
    });

    it('sends by push when a device got it, and by nothing but push when the address is unproven', async () => {
      const clock = { now: new Date('2026-07-01T06:00:00Z') };
      const withDevice = await person({ settings: practiceAt('08:00') });
      const unverified = await person({ settings: practiceAt('08:00'), isVerified: false });
      const pushed: { userId: string; notification: TPushNotification }[] = [];
      const mails: string[] = [];
      await senderAt(clock, {
        push: {
          sendToUser: async (userId, notification) => {
            pushed.push({ userId, notification });
            return { delivered: userId === withDevice.id ? 2 : 0 };
          },
        },
        mailer: { send: async (mail) => void mails.push(mail.to) },
      }).sendDue();
      expect(pushed.find((entry) => entry.userId === withDevice.id)?.notification).toEqual({
        title: 'Time for your practice',
        body: 'A few quiet minutes for you. Your plan for today is ready.',
        url: '/dashboard',
        tag: 'reminder-practice',
      });
      expect(mails).not.toContain(withDevice.email);
      expect(mails).not.toContain(unverified.email);
      expect((await deliveriesOf(withDevice.id))[0]).toMatchObject({
        status: 'sent',
        channel: 'push',
      });
      expect((await deliveriesOf(unverified.id))[0]).toMatchObject({
        status: 'skipped',
        reason: 'no-channel',
      });
    });

    it('sends the goal reminder to /goal-setting, and tries again next minute when the email failed', async () => {
      const clock = { now: new Date('2026-07-01T17:00:00Z') };
      const user = await person({
        settings: {
          practice: { enabled: false, time: '08:00' },
          goal: { enabled: true, time: '19:00' },
          quietHours: { start: '22:00', end: '07:00' },
        },
      });
      const mails: { to: string; text: string }[] = [];
      let isDown = true;
      const mailer: Mailer = {
        send: async (mail) => {
          if (isDown) throw new Error('SMTP is down');
          mails.push(mail);
        },
      };
      await senderAt(clock, { mailer }).sendDue();
      expect(await deliveriesOf(user.id)).toEqual([]);
      isDown = false;
      clock.now = new Date(clock.now.getTime() + MINUTE_MS);
      await senderAt(clock, { mailer }).sendDue();
      const sent = mails.filter((mail) => mail.to === user.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.text).toContain(`${APP_URL}/goal-setting`);
    });
  });

  describe('one-click unsubscribe', () => {
    it('turns the kind off on POST without a session; GET only shows the button', async () => {
      const clock = { now: new Date('2026-07-01T06:00:00Z') };
      const user = await person({ settings: practiceAt('08:00') });
      let header = '';
      await senderAt(clock, {
        mailer: {
          send: async (mail) => {
            if (mail.to === user.email) header = mail.headers?.['List-Unsubscribe'] ?? '';
          },
        },
      }).sendDue();
      const url = new URL(/^<([^>]+)>/.exec(header)?.[1] ?? '');
      const path = `${url.pathname}${url.search}`;

      const page = await api.request(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('Stop practice reminders?');
      expect(page.text).toContain('<form method="post"');
      const unchanged = await api.request('/api/user/reminders', { token: user.token });
      expect(unchanged.body).toMatchObject({ practice: { enabled: true } });

      // As a mail program sends it (RFC 8058): a form body, no cookie, no token header.
      const oneClick = await api.request(path, {
        method: 'POST',
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(oneClick.status).toBe(200);
      expect(oneClick.text).toContain('Practice reminders are off');
      const after = await api.request('/api/user/reminders', { token: user.token });
      expect(after.body).toEqual({
        ...practiceAt('08:00'),
        practice: { enabled: false, time: '08:00' },
      });

      // Pressed twice, still fine.
      expect((await api.request(path, { method: 'POST', rawBody: '' })).status).toBe(200);
    });

    it('refuses a link that is not ours', async () => {
      const page = await api.request('/api/reminders/unsubscribe?token=forged.token');
      expect(page.status).toBe(400);
      expect(page.text).toContain('This link does not work');
      const post = await api.request('/api/reminders/unsubscribe', { method: 'POST', rawBody: '' });
      expect(post.status).toBe(400);
    });
  });

  it('keeps the trial reminder once-only when the queue runs it', async () => {
    const user = await api.newUser();
    await api
      .knex('users')
      .where({ id: user.id })
      .update({
        subscription_id: `sub_${user.id.slice(0, 8)}`,
        subscription_status: 'trialing',
        subscription_cancel_at_period_end: false,
        subscription_period_end: new Date(Date.now() + 24 * 60 * MINUTE_MS),
      });
    const mails: string[] = [];
    const trialReminders = createTrialReminders({
      knex: api.knex,
      mailer: { send: async (mail) => void mails.push(mail.to) },
      now: () => new Date(),
      logger: QUIET,
      reminderDays: 2,
      monthlyPriceCents: 999,
      appUrl: APP_URL,
      linkSecret: LINK_SECRET,
    });
    let runs = 0;
    const queue = await startJobQueue({
      knex: api.knex,
      logger: QUIET,
      handlers: {
        'reminders-due': async () => {},
        'weekly-review-due': async () => {},
        'trial-reminders-due': async () => {
          await trialReminders.sendDue();
          runs += 1;
        },
      },
      schedule: false,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await Promise.all([queue.runNow('trial-reminders-due'), queue.runNow('trial-reminders-due')]);
      const deadline = Date.now() + 15_000;
      while (runs < 2) {
        if (Date.now() > deadline) throw new Error('The jobs never ran');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await queue.stop(2_000);
    }
    const { email } = (await api.knex('users').where({ id: user.id }).first('email')) as {
      email: string;
    };
    expect(mails.filter((to) => to === email)).toHaveLength(1);
  });
});
