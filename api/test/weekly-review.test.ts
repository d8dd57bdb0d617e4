import { describe, expect, it } from 'vitest';
import { createStatsService } from '../src/features/stats/stats-service';
import { createWeeklyReviewSender } from '../src/features/weekly-review/weekly-review-sender';
import { createLogger } from '../src/lib/logger';
import type { Mail } from '../src/lib/mailer';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

// The weekly review: Sunday at 18:00 in the person's zone, once, with the week's figures
// and one suggestion (the AI guide's when one is configured), stopped by its own link.

const APP_URL = 'https://manifest.example';
const LINK_SECRET = 'weekly-review-suite-link-secret-0123';

describe.each(DATABASE_ENGINES)('the weekly review on %s', (engine) => {
  const clock = { now: new Date('2026-03-25T09:00:00Z') };
  const api = useTestApp(engine, {
    now: () => clock.now,
    env: { APP_URL, EMAIL_LINK_SECRET: LINK_SECRET },
  });

  const senderWith = (
    mails: Mail[],
    suggest: ((person: { id: string }) => Promise<string | null>) | null = null,
  ) =>
    createWeeklyReviewSender({
      knex: api.knex,
      now: () => clock.now,
      logger: createLogger('silent'),
      mailer: { send: async (mail) => void mails.push(mail) },
      stats: createStatsService({ knex: api.knex, now: () => clock.now }),
      suggest,
      appUrl: APP_URL,
      linkSecret: LINK_SECRET,
      mailFrom: 'Manifest <hello@manifest.example>',
    });

  async function verifiedPerson(timeZone = 'Europe/Berlin') {
    const user = await api.newUser({ timeZone });
    const [row] = (await api
      .knex('users')
      .where({ id: user.id })
      .update({ email_verified_at: new Date('2026-01-01T00:00:00Z') })
      .returning('email')) as { email: string }[];
    return { ...user, email: row?.email ?? '' };
  }

  it('goes out once on Sunday evening in Berlin (the day clocks spring forward) with the week', async () => {
    const person = await verifiedPerson();
    // Wednesday: two daily tasks done.
    clock.now = new Date('2026-03-25T09:00:00Z');
    for (const task of ['morning-gratitude-list', 'evening-wins-journal']) {
      const done = await api.request(`/api/daily-tasks/${task}/complete`, {
        token: person.token,
        json: {},
      });
      expect(done.status).toBe(200);
    }

    const mails: Mail[] = [];
    // Saturday evening, and Sunday a minute before 18:00 CEST (16:00 UTC): nothing.
    clock.now = new Date('2026-03-28T17:00:00Z');
    await senderWith(mails).sendDue();
    clock.now = new Date('2026-03-29T15:59:00Z');
    await senderWith(mails).sendDue();
    expect(mails.filter((mail) => mail.to === person.email)).toEqual([]);

    clock.now = new Date('2026-03-29T16:05:00Z');
    await Promise.all([senderWith(mails).sendDue(), senderWith(mails).sendDue()]);
    await senderWith(mails).sendDue();
    const sent = mails.filter((mail) => mail.to === person.email);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.text).toContain('Here is your week, Monday, March 23 to Sunday, March 29:');
    expect(mail?.text).toContain('- Daily tasks done: 2');
    expect(mail?.text).toContain('- Best day: Wednesday');
    expect(mail?.text).toContain('- Meditation: 0 minutes');
    expect(mail?.text).toContain('One idea for next week:');
    expect(mail?.text).toContain(`${APP_URL}/track-record`);
    // No streak by Sunday (the last practice was Wednesday): the subject says only the points.
    expect(mail?.subject).toMatch(/^Your week: [1-9]\d* points$/);
    expect(mail?.text).toContain('- Current streak: 0 days');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/manifest\.example\/api\/reminders\/unsubscribe\?token=[\w.-]+>, <mailto:hello@manifest\.example\?subject=Unsubscribe%20from%20weekly%20reviews>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const row = (await api.knex('weekly_reviews').where({ user_id: person.id }).first()) as {
      status: string;
      figures: { tasksDone: number; bestDay: { day: string } };
    };
    expect(row).toMatchObject({
      status: 'sent',
      figures: { tasksDone: 2, bestDay: { day: '2026-03-25' } },
    });

    // Stopped from its link (one click, no session): the next Sunday brings nothing.
    const link = new URL(/^<([^>]+)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
    const stop = await api.request(`${link.pathname}${link.search}`, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(stop.status).toBe(200);
    expect(stop.text).toContain('Weekly reviews are off');
    clock.now = new Date('2026-04-05T16:05:00Z');
    await senderWith(mails).sendDue();
    expect(mails.filter((entry) => entry.to === person.email)).toHaveLength(1);
  });

  it("carries the AI guide's words when one is configured, the built-in ones when it fails", async () => {
    const guided = await verifiedPerson('America/New_York');
    const failing = await verifiedPerson('America/New_York');
    // Sunday 19:00 in New York (UTC-4).
    clock.now = new Date('2026-05-03T23:00:00Z');
    const mails: Mail[] = [];
    await senderWith(mails, async (person) => {
      if (person.id === failing.id) throw new Error('The provider timed out');
      return 'You kept showing up. Next week, try a morning meditation.';
    }).sendDue();
    const toGuided = mails.find((mail) => mail.to === guided.email);
    expect(toGuided?.text).toContain(
      'From your guide:\nYou kept showing up. Next week, try a morning meditation.',
    );
    const toFailing = mails.find((mail) => mail.to === failing.email);
    expect(toFailing?.text).toContain('One idea for next week:\nStart small');
  });

  it('skips a review found more than three hours late, and never mails an unproven address', async () => {
    const late = await verifiedPerson('Asia/Tokyo');
    const unverified = await api.newUser({ timeZone: 'Asia/Tokyo' });
    // Sunday 21:30 in Tokyo is 12:30 UTC: 3.5 hours after 18:00.
    clock.now = new Date('2026-05-10T12:30:00Z');
    const mails: Mail[] = [];
    await senderWith(mails).sendDue();
    expect(mails.map((mail) => mail.to)).not.toContain(late.email);
    expect(await api.knex('weekly_reviews').where({ user_id: late.id }).first('status')).toEqual({
      status: 'skipped',
    });
    expect(await api.knex('weekly_reviews').where({ user_id: unverified.id })).toEqual([]);
  });
});
