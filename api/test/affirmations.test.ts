import {
  ZCompleteAffirmationResponse,
  ZCompletedAffirmations,
} from '@manifest/contracts/affirmations';
import { ZActivityList } from '@manifest/contracts/activities';
import { ZPointsResponse } from '@manifest/contracts/points';
import { describe, expect, it } from 'vitest';
import { AFFIRMATION_POINTS } from '../src/domain/points-rules';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { ledgerOf } from './support/user-rows';

const HOUR_MS = 60 * 60 * 1000;

describe.each(DATABASE_ENGINES)('affirmation practice on %s', (engine) => {
  const api = useTestApp(engine, { now: () => clock });
  let clock = new Date('2030-03-10T20:00:00Z');

  const newUser = async (timeZone: string | null = null) => {
    const user = await api.newUser({ timeZone });
    await api
      .knex('sessions')
      .where({ user_id: user.id })
      .update({ expires_at: new Date('2100-01-01') });
    return user;
  };
  const completedToday = async (token: string) =>
    ZCompletedAffirmations.parse(
      (await api.request('/api/affirmations/completed-today', { token })).body,
    ).completedIds;

  it('marks affirmations said today, once each, paying for each', async () => {
    clock = new Date('2030-03-10T20:00:00Z');
    const user = await newUser();
    expect(await completedToday(user.token)).toEqual([]);
    const first = await api.request('/api/affirmations/42/complete', {
      token: user.token,
      method: 'POST',
    });
    expect(first.status).toBe(200);
    expect(ZCompleteAffirmationResponse.parse(first.body)).toEqual({
      affirmationId: 42,
      completedAt: clock.toISOString(),
      pointsAwarded: AFFIRMATION_POINTS,
      completedIds: [42],
    });
    await api.request('/api/affirmations/1/complete', { token: user.token, method: 'POST' });
    expect(await completedToday(user.token)).toEqual([1, 42]);

    const again = await api.request('/api/affirmations/42/complete', {
      token: user.token,
      method: 'POST',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Affirmation already completed today' });
    expect(await ledgerOf(api.knex, user.id)).toEqual([
      { source_key: 'affirmation:1:2030-03-10', points: AFFIRMATION_POINTS },
      { source_key: 'affirmation:42:2030-03-10', points: AFFIRMATION_POINTS },
    ]);
  });

  it("starts a fresh set on the user's next local day", async () => {
    // 23:30 in Auckland (UTC+13 in March) on the 10th.
    clock = new Date('2030-03-10T10:30:00Z');
    const user = await newUser('Pacific/Auckland');
    await api.request('/api/affirmations/7/complete', { token: user.token, method: 'POST' });
    expect(await completedToday(user.token)).toEqual([7]);
    clock = new Date(clock.getTime() + HOUR_MS);
    expect(await completedToday(user.token)).toEqual([]);
    expect(
      (await api.request('/api/affirmations/7/complete', { token: user.token, method: 'POST' }))
        .status,
    ).toBe(200);
  });

  it('pays 20 concurrent completions of one affirmation once', async () => {
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.request('/api/affirmations/5/complete', { token: user.token, method: 'POST' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await ledgerOf(api.knex, user.id)).toHaveLength(1);
  });

  it.each(['0', '43', 'abc', '-1', '1;drop table', '1.5'])(
    'answers 404 for the affirmation %j',
    async (id) => {
      const user = await newUser();
      const answer = await api.request(`/api/affirmations/${encodeURIComponent(id)}/complete`, {
        token: user.token,
        method: 'POST',
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Affirmation not found' });
    },
  );
});

describe.each(DATABASE_ENGINES)(
  'an affirmation said, in the lists a person reads, on %s',
  (engine) => {
    const WORDS = new Map([[7, 'I am worthy of love and abundance.']]);
    const api = useTestApp(engine, {
      affirmationTexts: { textOf: async (id) => WORDS.get(id) ?? null },
    });

    const said = async (token: string, id: number) =>
      api.request(`/api/affirmations/${id}/complete`, { token, method: 'POST' });

    it('is named by its words in the points history and the track record, never its number', async () => {
      const user = await api.newUser();
      expect((await said(user.token, 7)).status).toBe(200);
      const title = 'Affirmation said: “I am worthy of love and abundance.”';

      const points = ZPointsResponse.parse(
        (await api.request('/api/user/points', { token: user.token })).body,
      );
      expect(points.points.map((entry) => entry.description)).toEqual([title]);
      const activities = ZActivityList.parse(
        (await api.request('/api/activities', { token: user.token })).body,
      );
      expect(activities.map((activity) => activity.title)).toEqual([title]);
      // The number stays for the server's own counting (Affirmation Master: all 42).
      expect(activities[0]?.metadata).toEqual({ affirmationId: 7 });
    });

    it('says "Affirmation said" when its words cannot be read, and is still paid', async () => {
      const user = await api.newUser();
      const answer = await said(user.token, 8);
      expect(answer.status).toBe(200);
      expect(ZCompleteAffirmationResponse.parse(answer.body).pointsAwarded).toBe(
        AFFIRMATION_POINTS,
      );
      const points = ZPointsResponse.parse(
        (await api.request('/api/user/points', { token: user.token })).body,
      );
      expect(points.points.map((entry) => entry.description)).toEqual(['Affirmation said']);
    });
  },
);
