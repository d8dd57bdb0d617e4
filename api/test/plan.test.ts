import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZGoalList } from '@manifest/contracts/goals';
import { ZUserPlan, type TUserPlan } from '@manifest/contracts/plan';
import { ZReminderSettings } from '@manifest/contracts/reminders';
import { TRIAL_ENDED_MESSAGE } from '@manifest/contracts/trial';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_POINTS } from '../src/domain/points-rules';
import { FALLBACK_MEDITATION_BY_TIME } from '../src/features/plan/starter-plan';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { ledgerOf } from './support/user-rows';

// Issue 38, "First run": the answers, the starter plan the server makes from them,
// the drafted manifestation goal (paid once, edited after), and skipping.

const PLAN = '/api/user/plan';
const SKIP = '/api/user/plan/skip';
const REMINDERS = '/api/user/reminders';
const ENDED = new Date(Date.now() - 60_000);

const ANSWERS = {
  areas: ['wealth', 'health'],
  practiceTime: 'morning',
  reminderTime: '07:30',
  mainGoal: 'Open my own bakery',
};

/** Strapi's REST answer for the meditations, as the CMS seeds them (a few). */
const STRAPI_MEDITATIONS = [
  ['abundance-flow', 'Abundance Flow', 'Abundance', 600],
  ['sleep-manifestation', 'Sleep Manifestation', 'Sleep', 1200],
  ['stress-release', 'Stress Release', 'Healing', 720],
  ['morning-energy', 'Morning Energy', 'Energy', 420],
].map(([slug, title, category, durationSeconds], index) => ({
  id: index + 1,
  documentId: `doc-${String(slug)}`,
  slug,
  title,
  description: '',
  script: '',
  category,
  durationSeconds,
  rating: 5,
  aliases: [],
}));

/** A CMS that answers the meditations query and nothing else. */
function useMeditationsCms() {
  const state: { server?: Server; url?: string } = {};
  beforeAll(async () => {
    const server = createServer((request, response) => {
      const isMeditations = request.method === 'GET' && request.url?.startsWith('/api/meditations');
      response.statusCode = isMeditations ? 200 : 404;
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify(isMeditations ? { data: STRAPI_MEDITATIONS, meta: {} } : { data: null }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.server = server;
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => state.server?.close(() => resolve()));
  });
  return {
    get url() {
      if (!state.url) throw new Error('the CMS stand-in is read before it started');
      return state.url;
    },
  };
}

describe.each(DATABASE_ENGINES)('the first-run plan on %s', (engine) => {
  const cms = useMeditationsCms();
  const api = useTestApp(engine, {
    env: {
      get CMS_URL() {
        return cms.url;
      },
    },
  });

  const putPlan = async (token: string, json: unknown): Promise<TUserPlan> => {
    const answer = await api.request(PLAN, { method: 'PUT', token, json });
    expect(answer.status, answer.text).toBe(200);
    return ZUserPlan.parse(answer.body);
  };
  const getPlan = async (token: string): Promise<TUserPlan> => {
    const answer = await api.request(PLAN, { token });
    expect(answer.status).toBe(200);
    return ZUserPlan.parse(answer.body);
  };
  const goalsOf = async (token: string) =>
    ZGoalList.parse((await api.request('/api/goals', { token })).body);

  it('has no answers and no plan for a new person', async () => {
    const user = await api.newUser();
    expect(await getPlan(user.token)).toEqual({ firstRunDone: false, answers: null, plan: null });
  });

  it('makes the starter plan from the answers and drafts the manifestation goal', async () => {
    const user = await api.newUser();
    const saved = await putPlan(user.token, { ...ANSWERS, mainGoal: `  ${ANSWERS.mainGoal} ` });

    const [goal, ...others] = await goalsOf(user.token);
    expect(others).toEqual([]);
    expect(goal).toMatchObject({
      title: ANSWERS.mainGoal,
      category: 'manifestation',
      status: 'active',
      progress: 0,
      metadata: { isManifestationGoal: true },
    });
    expect(saved).toEqual({
      firstRunDone: true,
      answers: ANSWERS,
      plan: {
        taskIds: ['morning-gratitude-list', 'morning-intention', 'morning-visualization'],
        affirmationCategory: 'wealth',
        // The first area's meditation, from the catalogue the CMS serves.
        meditationSlug: 'abundance-flow',
        goalId: goal?.id,
      },
    });
    expect(await getPlan(user.token)).toEqual(saved);
    expect(await ledgerOf(api.knex, user.id)).toEqual([
      { source_key: `goal:${goal?.id}`, points: GOAL_POINTS },
    ]);
  });

  it('updates the same goal when the answers change, and never pays twice', async () => {
    const user = await api.newUser();
    const first = await putPlan(user.token, ANSWERS);
    const goalId = first.plan?.goalId;
    expect(goalId).toEqual(expect.any(String));

    const changed = await putPlan(user.token, {
      areas: ['health'],
      practiceTime: 'evening',
      reminderTime: '21:15',
      mainGoal: 'Open two bakeries',
    });
    expect(changed.plan).toEqual({
      taskIds: ['evening-let-go', 'evening-wins-journal', 'evening-future-scripting'],
      affirmationCategory: 'health',
      meditationSlug: 'stress-release',
      goalId,
    });
    expect((await goalsOf(user.token)).map(({ id, title }) => ({ id, title }))).toEqual([
      { id: goalId, title: 'Open two bakeries' },
    ]);

    // "Later" keeps the goal and the plan names none; answering again brings the same one back.
    const later = await putPlan(user.token, { ...ANSWERS, mainGoal: null });
    expect(later.answers?.mainGoal).toBeNull();
    expect(later.plan?.goalId).toBeNull();
    expect(await goalsOf(user.token)).toHaveLength(1);
    const blank = await putPlan(user.token, { ...ANSWERS, mainGoal: '   ' });
    expect(blank.answers?.mainGoal).toBeNull();
    const again = await putPlan(user.token, ANSWERS);
    expect(again.plan?.goalId).toBe(goalId);
    expect((await goalsOf(user.token)).map(({ title }) => title)).toEqual([ANSWERS.mainGoal]);

    expect(await ledgerOf(api.knex, user.id)).toEqual([
      { source_key: `goal:${goalId}`, points: GOAL_POINTS },
    ]);
  });

  it('drafts one goal, paid once, when the answers arrive ten times at once', async () => {
    const user = await api.newUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        api.request(PLAN, {
          method: 'PUT',
          token: user.token,
          json: { ...ANSWERS, mainGoal: `Goal number ${index}` },
        }),
      ),
    );
    expect(answers.map(({ status }) => status)).toEqual(Array(10).fill(200));
    const goals = await goalsOf(user.token);
    expect(goals).toHaveLength(1);
    expect((await getPlan(user.token)).plan?.goalId).toBe(goals[0]?.id);
    expect(await ledgerOf(api.knex, user.id)).toEqual([
      { source_key: `goal:${goals[0]?.id}`, points: GOAL_POINTS },
    ]);
  });

  it('forgets a drafted goal the person deleted, and drafts a new one when asked', async () => {
    const user = await api.newUser();
    const first = await putPlan(user.token, ANSWERS);
    const deleted = await api.request(`/api/goals/${first.plan?.goalId}`, {
      method: 'DELETE',
      token: user.token,
    });
    expect(deleted.status).toBe(204);
    expect((await getPlan(user.token)).plan?.goalId).toBeNull();

    const again = await putPlan(user.token, ANSWERS);
    expect(again.plan?.goalId).not.toBe(first.plan?.goalId);
    expect((await goalsOf(user.token)).map(({ id }) => id)).toEqual([again.plan?.goalId]);
  });

  it.each([
    ['areas', { areas: undefined }, 'Areas must be a list'],
    ['areas', { areas: [] }, 'Choose at least one area'],
    ['areas', { areas: ['health', 'health'] }, 'Areas must not repeat'],
    ['areas.0', { areas: ['money'] }, 'Each area must be one of'],
    ['practiceTime', { practiceTime: 'noon' }, 'Practice time must be one of'],
    ['practiceTime', { practiceTime: undefined }, 'Practice time must be one of'],
    ['reminderTime', { reminderTime: '25:00' }, 'Reminder time must be a time of day'],
    ['reminderTime', { reminderTime: '7:30' }, 'Reminder time must be a time of day'],
    ['reminderTime', { reminderTime: undefined }, 'Reminder time is required'],
    ['mainGoal', { mainGoal: 'x'.repeat(201) }, 'Main goal must be at most 200 characters'],
    ['mainGoal', { mainGoal: 42 }, 'Main goal must be text'],
  ])('answers 400 naming %s for %j', async (field, patch, message) => {
    const user = await api.newUser();
    const answer = await api.request(PLAN, {
      method: 'PUT',
      token: user.token,
      json: { ...ANSWERS, ...patch },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
    expect((answer.body as { message: string }).message).toContain(message);
    expect(await getPlan(user.token)).toEqual({ firstRunDone: false, answers: null, plan: null });
    expect(await goalsOf(user.token)).toEqual([]);
  });

  it("moves the practice reminder to the plan's reminder time only when the answer changes", async () => {
    const user = await api.newUser();
    const practiceOf = async () =>
      ZReminderSettings.parse((await api.request(REMINDERS, { token: user.token })).body).practice;
    await putPlan(user.token, ANSWERS);
    expect(await practiceOf()).toEqual({ enabled: true, time: ANSWERS.reminderTime });

    // A time chosen in the reminder settings stays while the plan keeps its answer…
    const settings = ZReminderSettings.parse(
      (await api.request(REMINDERS, { token: user.token })).body,
    );
    const chosen = { ...settings, practice: { enabled: true, time: '06:45' } };
    expect(
      (await api.request(REMINDERS, { method: 'PUT', token: user.token, json: chosen })).status,
    ).toBe(200);
    await putPlan(user.token, { ...ANSWERS, mainGoal: 'Open my own bakery by the sea' });
    expect(await practiceOf()).toEqual({ enabled: true, time: '06:45' });

    // …and follows the plan again when its answer changes.
    await putPlan(user.token, { ...ANSWERS, reminderTime: '20:15' });
    expect(await practiceOf()).toEqual({ enabled: true, time: '20:15' });
  });

  it('answers 400 to a body that is not an object', async () => {
    const user = await api.newUser();
    const answer = await api.request(PLAN, { method: 'PUT', token: user.token, json: [] });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Request body must be a JSON object' });
  });

  it('skips the first run: done, nothing answered, nothing drafted', async () => {
    const user = await api.newUser();
    const answer = await api.request(SKIP, { method: 'POST', token: user.token });
    expect(answer.status).toBe(200);
    const skipped = { firstRunDone: true, answers: null, plan: null };
    expect(ZUserPlan.parse(answer.body)).toEqual(skipped);
    expect(await getPlan(user.token)).toEqual(skipped);
    // Skipping again changes nothing.
    expect((await api.request(SKIP, { method: 'POST', token: user.token })).body).toEqual(skipped);
    expect(await goalsOf(user.token)).toEqual([]);
  });

  it('keeps answers given later in settings, and a skip after them erases nothing', async () => {
    const user = await api.newUser();
    await api.request(SKIP, { method: 'POST', token: user.token });
    const saved = await putPlan(user.token, ANSWERS);
    expect(saved.firstRunDone).toBe(true);
    const skippedAgain = await api.request(SKIP, { method: 'POST', token: user.token });
    expect(skippedAgain.body).toEqual(saved);
  });

  it.each([
    ['GET', PLAN],
    ['PUT', PLAN],
    ['POST', SKIP],
  ])('%s %s answers 401 without a session', async (method, path) => {
    const answer = await api.request(path, {
      method,
      ...(method === 'PUT' ? { json: ANSWERS } : {}),
    });
    expect(answer.status).toBe(401);
  });

  it('lets a person whose trial ended read and skip, but not draft a goal', async () => {
    const user = await api.newUser({ trialEndDate: ENDED });
    expect((await api.request(PLAN, { token: user.token })).status).toBe(200);
    expect((await api.request(SKIP, { method: 'POST', token: user.token })).status).toBe(200);
    const answer = await api.request(PLAN, { method: 'PUT', token: user.token, json: ANSWERS });
    expect(answer.status).toBe(402);
    expect(answer.body).toEqual({ message: TRIAL_ENDED_MESSAGE });
    expect(await ledgerOf(api.knex, user.id)).toEqual([]);
  });
});

describe.each(DATABASE_ENGINES)('the first-run plan without the CMS on %s', (engine) => {
  // The test default: a CMS on a port nothing listens on.
  const api = useTestApp(engine);

  it('still makes the plan, with the seeded meditation for the time of day', async () => {
    const user = await api.newUser();
    const answer = await api.request(PLAN, {
      method: 'PUT',
      token: user.token,
      json: { ...ANSWERS, practiceTime: 'evening' },
    });
    expect(answer.status).toBe(200);
    expect(ZUserPlan.parse(answer.body).plan?.meditationSlug).toBe(
      FALLBACK_MEDITATION_BY_TIME.evening,
    );
    expect(
      api.logs.some((entry) => entry.message.includes('without the meditation catalogue')),
    ).toBe(true);
  });
});
