import { ZWeeklyReviewResponse, type TWeeklyReview } from '@manifest/contracts/weekly-review';
import { TRIAL_ENDED_MESSAGE } from '@manifest/contracts/trial';
import { describe, expect, it } from 'vitest';
import { createStatsService } from '../src/features/stats/stats-service';
import { createWeeklyReviewSender } from '../src/features/weekly-review/weekly-review-sender';
import { createLogger } from '../src/lib/logger';
import type { Mail } from '../src/lib/mailer';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

// GET /api/weekly-review: the review Sunday evening's email showed, in the app until the
// next one; nothing for a person who has none.

const APP_URL = 'https://manifest.example';
const LINK_SECRET = 'weekly-review-in-app-link-secret-0123';
const FAR_AHEAD = new Date('2100-01-01T00:00:00Z');

describe.each(DATABASE_ENGINES)('the weekly review in the app on %s', (engine) => {
  const clock = { now: new Date('2026-03-25T09:00:00Z') };
  const api = useTestApp(engine, {
    now: () => clock.now,
    env: { APP_URL, EMAIL_LINK_SECRET: LINK_SECRET, API_TEST_SETUP: 'true' },
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

  async function person({ verified = true, timeZone = 'Europe/Berlin' } = {}) {
    const user = await api.newUser({ timeZone, sessionExpiresAt: FAR_AHEAD });
    const [row] = (await api
      .knex('users')
      .where({ id: user.id })
      .update({ email_verified_at: verified ? new Date('2026-01-01T00:00:00Z') : null })
      .returning('email')) as { email: string }[];
    return { ...user, email: row?.email ?? '' };
  }

  const reviewOf = async (token: string): Promise<TWeeklyReview | null> => {
    const answer = await api.request('/api/weekly-review', { token });
    expect(answer.status, answer.text).toBe(200);
    return ZWeeklyReviewResponse.parse(answer.body).review;
  };

  const completeTasks = async (token: string, tasks: string[]) => {
    for (const task of tasks) {
      const done = await api.request(`/api/daily-tasks/${task}/complete`, { token, json: {} });
      expect(done.status, done.text).toBe(200);
    }
  };

  it('answers 401 without a session and 402 once the trial has ended unpaid', async () => {
    expect((await api.request('/api/weekly-review')).status).toBe(401);
    const ended = await api.newUser({
      trialEndDate: new Date(clock.now.getTime() - 24 * 60 * 60 * 1000),
      sessionExpiresAt: FAR_AHEAD,
    });
    const answer = await api.request('/api/weekly-review', { token: ended.token });
    expect(answer.status).toBe(402);
    expect(answer.body).toEqual({ message: TRIAL_ENDED_MESSAGE });
  });

  it('shows what the email showed from Sunday evening until the next one, then nothing', async () => {
    const reviewed = await person();
    const quiet = await person();
    // Wednesday: two daily tasks done.
    clock.now = new Date('2026-03-25T09:00:00Z');
    await completeTasks(reviewed.token, ['morning-gratitude-list', 'evening-wins-journal']);
    // A new person, and before the first Sunday: nothing yet.
    expect(await reviewOf(reviewed.token)).toBeNull();

    // Sunday 18:05 CEST: the emails go out, one with the AI guide's words.
    clock.now = new Date('2026-03-29T16:05:00Z');
    const mails: Mail[] = [];
    await senderWith(mails, async ({ id }) =>
      id === reviewed.id ? 'You kept showing up. Try a morning meditation.' : null,
    ).sendDue();
    const mail = mails.find((each) => each.to === reviewed.email);
    expect(mail).toBeDefined();

    const review = await reviewOf(reviewed.token);
    expect(review).toMatchObject({
      weekEnd: '2026-03-29',
      firstDay: '2026-03-23',
      lastDay: '2026-03-29',
      tasksDone: 2,
      meditationMinutes: 0,
      currentStreak: 0,
      activeDays: 1,
      bestDay: { day: '2026-03-25' },
      suggestion: { text: 'You kept showing up. Try a morning meditation.', isFromGuide: true },
    });
    // The same figures as the email, line by line.
    expect(mail?.text).toContain(`- Points earned: ${review?.points}\n`);
    expect(review?.points).toBeGreaterThan(0);
    expect(review?.bestDay?.points).toBe(review?.points);
    expect(mail?.text).toContain(`- Current streak: 0 days\n`);
    expect(mail?.text).toContain(`- Meditation: 0 minutes\n`);
    expect(mail?.text).toContain(`- Daily tasks done: 2\n`);
    expect(mail?.text).toContain('- Best day: Wednesday');
    expect(mail?.text).toContain(`From your guide:\n${review?.suggestion.text}\n`);
    // Someone else's review is theirs alone: a quiet week's, with the built-in suggestion.
    const quietReview = await reviewOf(quiet.token);
    expect(quietReview).toMatchObject({ points: 0, bestDay: null, activeDays: 0 });
    expect(quietReview?.suggestion).toEqual({
      text: expect.stringMatching(/^Start small/),
      isFromGuide: false,
    });
    expect(mails.find((each) => each.to === quiet.email)?.text).toContain(
      `One idea for next week:\n${quietReview?.suggestion.text}\n`,
    );

    // Still there all week, and on the next Sunday until its own review goes out.
    clock.now = new Date('2026-04-05T15:00:00Z');
    expect((await reviewOf(reviewed.token))?.weekEnd).toBe('2026-03-29');
    // That Sunday's was found too late (skipped): from Monday, nothing stale is shown.
    clock.now = new Date('2026-04-05T21:00:00Z');
    await senderWith([]).sendDue();
    expect((await reviewOf(reviewed.token))?.weekEnd).toBe('2026-03-29');
    clock.now = new Date('2026-04-06T08:00:00Z');
    expect(await reviewOf(reviewed.token)).toBeNull();
  });

  it('shows nothing to a person who never got one (an unproven address)', async () => {
    const unverified = await person({ verified: false });
    clock.now = new Date('2026-04-08T09:00:00Z');
    await completeTasks(unverified.token, ['morning-gratitude-list']);
    clock.now = new Date('2026-04-12T16:05:00Z');
    await senderWith([]).sendDue();
    expect(await reviewOf(unverified.token)).toBeNull();
  });

  it("keeps showing a review sent before the app kept its suggestion, with the week's own", async () => {
    const earlier = await person();
    clock.now = new Date('2026-04-19T16:05:00Z');
    await senderWith([]).sendDue();
    // The row as the sender wrote it before: the figures only.
    const row = (await api.knex('weekly_reviews').where({ user_id: earlier.id }).first()) as {
      figures: Record<string, unknown>;
    };
    const { suggestion: _suggestion, ...figuresOnly } = row.figures;
    await api
      .knex('weekly_reviews')
      .where({ user_id: earlier.id })
      .update({ figures: JSON.stringify(figuresOnly) });
    clock.now = new Date('2026-04-20T08:00:00Z');
    expect((await reviewOf(earlier.token))?.suggestion).toEqual({
      text: expect.stringMatching(/^Start small/),
      isFromGuide: false,
    });
  });

  it("runs one person's review through /api/test-setup/weekly-review, today's work counted", async () => {
    const other = await person();
    const tested = await person({ verified: false, timeZone: 'America/New_York' });
    // Wednesday 10:00 in New York: one task done, then this week's review run for them only.
    clock.now = new Date('2026-05-13T14:00:00Z');
    await completeTasks(tested.token, ['morning-gratitude-list']);
    const run = await api.request('/api/test-setup/weekly-review', {
      json: { email: tested.email },
    });
    expect(run.status, run.text).toBe(200);
    // Sunday May 17, 18:05 EDT.
    expect(run.body).toEqual({ sent: true, at: '2026-05-17T22:05:00.000Z' });
    expect(await reviewOf(tested.token)).toMatchObject({
      weekEnd: '2026-05-17',
      tasksDone: 1,
      bestDay: { day: '2026-05-13' },
    });
    expect(await api.knex('weekly_reviews').where({ user_id: other.id })).toEqual([]);

    const bad = await api.request('/api/test-setup/weekly-review', {
      json: { email: tested.email, at: 'Sunday' },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('At must be an ISO date and time');
  });
});
