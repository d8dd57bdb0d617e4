import { ZMeditationSessionList, ZStartMeditationResponse } from '@manifest/contracts/meditations';
import { ZUserStats } from '@manifest/contracts/stats';
import { describe, expect, it } from 'vitest';
import { MEDITATION_POINTS } from '../src/domain/points-rules';
import { CONTENT_UNAVAILABLE_MESSAGE } from '../src/features/content/content-cache';
import type { MeditationCatalogue } from '../src/features/meditations/meditation-catalogue';
import { fixtureMeditationCatalogue } from './support/meditation-fixture';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { activitiesOf, ledgerOf, practiceRowCounts } from './support/user-rows';

// A session counts for the day it started, which must be within the last 48 hours.
const startedAt = new Date().toISOString();

describe.each(DATABASE_ENGINES)('meditation sessions on %s', (engine) => {
  const api = useTestApp(engine, { meditationCatalogue: fixtureMeditationCatalogue() });

  const newUser = () => api.newUser();
  const start = (token: string, meditationId: string, at = startedAt) =>
    api.request('/api/meditations/start', { token, json: { meditationId, startedAt: at } });

  it('records a session with its minutes rounded up, and pays for it', async () => {
    const user = await newUser();
    const answer = await start(user.token, 'abundance-flow');
    expect(answer.status).toBe(201);
    const session = ZStartMeditationResponse.parse(answer.body);
    expect(session).toMatchObject({
      meditationId: 'abundance-flow',
      duration: 10,
      startedAt,
      pointsAwarded: MEDITATION_POINTS,
    });
    const list = ZMeditationSessionList.parse(
      (await api.request('/api/meditations/sessions', { token: user.token })).body,
    );
    expect(list).toEqual([
      {
        id: session.id,
        meditationId: 'abundance-flow',
        duration: 10,
        startedAt,
        createdAt: session.createdAt,
      },
    ]);
  });

  it('stores the old ids under the current ones', async () => {
    const user = await newUser();
    expect((await start(user.token, 'med_laser_focus')).body).toMatchObject({
      meditationId: 'laser-focus',
      duration: 7,
    });
    expect((await start(user.token, 'med_stress_release')).body).toMatchObject({
      meditationId: 'stress-release',
    });
  });

  it('records every session, paying one meditation once a day', async () => {
    const user = await newUser();
    // A minute apart: the track record lists sessions by the time they started.
    const again = [
      await start(user.token, 'confidence-boost', new Date(Date.now() - 60_000).toISOString()),
      await start(user.token, 'confidence-boost', new Date().toISOString()),
    ];
    expect(
      again.map((answer) => ZStartMeditationResponse.parse(answer.body).pointsAwarded),
    ).toEqual([MEDITATION_POINTS, 0]);
    const activities = await activitiesOf(api.knex, user.id);
    expect(activities).toEqual([
      {
        type: 'meditation',
        action: 'started',
        title: 'Confidence Boost',
        points: MEDITATION_POINTS,
      },
      { type: 'meditation', action: 'started', title: 'Confidence Boost', points: 0 },
    ]);
    expect(await ledgerOf(api.knex, user.id)).toHaveLength(1);
  });

  it('counts ten quick starts of one meditation as one session a day: its minutes, points and badge progress', async () => {
    const user = await newUser();
    const answers = [];
    for (let index = 0; index < 10; index += 1)
      answers.push(await start(user.token, 'abundance-flow'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(
      answers.map((answer) => ZStartMeditationResponse.parse(answer.body).pointsAwarded),
    ).toEqual([MEDITATION_POINTS, ...Array(9).fill(0)]);

    const stats = ZUserStats.parse(
      (await api.request('/api/user/stats', { token: user.token })).body,
    );
    expect(stats).toMatchObject({
      meditationSessions: 1,
      meditationMinutes: 10,
      meditationMinutesThisWeek: 10,
      // Each start is listed in the track record, and this week's figure counts what it lists.
      activitiesThisWeek: 10,
      totalPoints: MEDITATION_POINTS,
    });
    const badges = await api.request('/api/check-badges', { method: 'POST', token: user.token });
    const earned = (badges.body as { newBadges: { type: string }[] }).newBadges.map(
      (badge) => badge.type,
    );
    expect(earned).toContain('meditation_starter');
    expect(earned).not.toContain('meditation_dedicated');
    // Every start is still listed, and shows in the track record.
    const sessions = ZMeditationSessionList.parse(
      (await api.request('/api/meditations/sessions', { token: user.token })).body,
    );
    expect(sessions).toHaveLength(10);
    const activities = await activitiesOf(api.knex, user.id);
    expect(activities.filter((activity) => activity.type === 'meditation')).toHaveLength(10);
  });

  it("answers 404 'Meditation not found' for an unknown id, writing nothing", async () => {
    const user = await newUser();
    const answer = await start(user.token, 'no-such-meditation');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Meditation not found', field: 'meditationId' });
    expect((await api.request('/api/meditations/sessions', { token: user.token })).body).toEqual(
      [],
    );
  });

  it.each([
    [{ startedAt }, 'Meditation id is required', 'meditationId'],
    [{ meditationId: 'abundance-flow' }, 'Start time is required', 'startedAt'],
    [
      { meditationId: 'abundance-flow', startedAt: 'yesterday' },
      'Start time must be an ISO date and time',
      'startedAt',
    ],
    [{ meditationId: 42, startedAt }, 'Meditation id must be text', 'meditationId'],
    [
      { meditationId: 'abundance-flow', startedAt: '2026-02-31T08:00:00Z' },
      'Start time must be an ISO date and time',
      'startedAt',
    ],
    [
      { meditationId: 'abundance-flow', startedAt: '0000-01-01T00:00:00Z' },
      'Start time must be an ISO date and time',
      'startedAt',
    ],
  ])('answers 400 for %j', async (json, message, field) => {
    const user = await newUser();
    const answer = await api.request('/api/meditations/start', { token: user.token, json });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message, field });
  });
});

describe.each(DATABASE_ENGINES)('a swapped meditation catalogue on %s', (engine) => {
  const catalogue: MeditationCatalogue = {
    async find(id) {
      return id === 'cms-morning-light'
        ? { id, title: 'Morning Light', durationSeconds: 905 }
        : null;
    },
  };
  const api = useTestApp(engine, { meditationCatalogue: catalogue });

  it('uses the injected catalogue instead of the fixture', async () => {
    const user = await api.newUser();
    const known = await api.request('/api/meditations/start', {
      token: user.token,
      json: { meditationId: 'cms-morning-light', startedAt },
    });
    expect(known.body).toMatchObject({ meditationId: 'cms-morning-light', duration: 16 });
    const builtIn = await api.request('/api/meditations/start', {
      token: user.token,
      json: { meditationId: 'abundance-flow', startedAt },
    });
    expect(builtIn.status).toBe(404);
  });
});

describe.each(DATABASE_ENGINES)('meditations while the CMS was never reached on %s', (engine) => {
  // No injected catalogue: the production one, reading a CMS nothing answers for.
  const api = useTestApp(engine);

  it('answers 503 content unavailable, not 404, and records nothing', async () => {
    const user = await api.newUser();
    const answer = await api.request('/api/meditations/start', {
      token: user.token,
      json: { meditationId: 'abundance-flow', startedAt },
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ message: CONTENT_UNAVAILABLE_MESSAGE });
    expect(await practiceRowCounts(api.knex, user.id)).toMatchObject({
      meditation_sessions: 0,
      activities: 0,
      points_ledger: 0,
    });
  });
});
