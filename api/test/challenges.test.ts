import {
  ZChallengeHistory,
  ZChallengeList,
  ZCompleteChallengeResponse,
} from '@manifest/contracts/challenges';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { activitiesOf, ledgerOf } from './support/user-rows';

describe.each(DATABASE_ENGINES)('challenges on %s', (engine) => {
  const api = useTestApp(engine);

  const newUser = () => api.newUser();
  const history = async (token: string) =>
    ZChallengeHistory.parse((await api.request('/api/challenges/history', { token })).body);

  it('lists the catalogue: at least 8, steps and minutes for 1 to 5, tools on 2, 3 and 4', async () => {
    const user = await newUser();
    const answer = await api.request('/api/challenges', { token: user.token });
    expect(answer.status).toBe(200);
    const challenges = ZChallengeList.parse(answer.body);
    expect(challenges.length).toBeGreaterThanOrEqual(8);
    expect(challenges.slice(0, 5).every((challenge) => challenge.instructions.length > 0)).toBe(
      true,
    );
    expect(
      challenges.slice(0, 5).every((challenge) => /\d+ minutes/.test(challenge.timeEstimate)),
    ).toBe(true);
    expect(challenges.find((challenge) => challenge.id === 2)?.tool).toBe('financial-calculator');
    expect(challenges.find((challenge) => challenge.id === 3)?.tool).toBe('social-circle-audit');
    expect(challenges.find((challenge) => challenge.id === 4)?.tool).toBe('fear-inventory');
  });

  it('starts a challenge once (409 after), then completes it paying its points', async () => {
    const user = await newUser();
    const started = await api.request('/api/challenges/2/start', {
      token: user.token,
      method: 'POST',
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ challengeId: 2, status: 'accepted', completedAt: null });

    const twice = await api.request('/api/challenges/2/start', {
      token: user.token,
      method: 'POST',
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: 'Challenge already started' });

    const completed = await api.request('/api/challenges/2/complete', {
      token: user.token,
      method: 'PUT',
      json: { reflection: 'Completed the challenge successfully!' },
    });
    expect(completed.status).toBe(200);
    expect(ZCompleteChallengeResponse.parse(completed.body)).toMatchObject({
      challengeId: 2,
      status: 'completed',
      reflection: 'Completed the challenge successfully!',
      pointsAwarded: 75,
    });
    expect(await history(user.token)).toEqual([
      expect.objectContaining({ challengeId: 2, status: 'completed' }),
    ]);
    expect(await activitiesOf(api.knex, user.id)).toEqual([
      { type: 'challenge', action: 'started', title: 'Financial Reality Check', points: 0 },
      { type: 'challenge', action: 'completed', title: 'Financial Reality Check', points: 75 },
    ]);

    const again = await api.request('/api/challenges/2/complete', {
      token: user.token,
      method: 'PUT',
      json: {},
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Challenge already completed' });
    const restart = await api.request('/api/challenges/2/start', {
      token: user.token,
      method: 'POST',
    });
    expect(restart.status).toBe(409);
  });

  it('completes a challenge that was never started (the dialog timer does that)', async () => {
    const user = await newUser();
    const answer = await api.request('/api/challenges/4/complete', {
      token: user.token,
      method: 'PUT',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ challengeId: 4, status: 'completed', pointsAwarded: 100 });
  });

  it('resets all progress, and never pays a challenge twice, even after a reset', async () => {
    const user = await newUser();
    await api.request('/api/challenges/1/complete', { token: user.token, method: 'PUT', json: {} });
    await api.request('/api/challenges/3/start', { token: user.token, method: 'POST' });
    const reset = await api.request('/api/challenges/reset-all', {
      token: user.token,
      method: 'POST',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ cleared: 2 });
    expect(await history(user.token)).toEqual([]);

    expect(
      (await api.request('/api/challenges/1/start', { token: user.token, method: 'POST' })).status,
    ).toBe(201);
    const redo = await api.request('/api/challenges/1/complete', {
      token: user.token,
      method: 'PUT',
      json: {},
    });
    expect(redo.status).toBe(200);
    expect(redo.body).toMatchObject({ status: 'completed', pointsAwarded: 0 });
    expect(await ledgerOf(api.knex, user.id)).toEqual([{ source_key: 'challenge:1', points: 50 }]);
  });

  it('pays 20 concurrent completions of one challenge once', async () => {
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.request('/api/challenges/5/complete', { token: user.token, method: 'PUT', json: {} }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await ledgerOf(api.knex, user.id)).toEqual([{ source_key: 'challenge:5', points: 50 }]);
  });

  it.each(['999', '0', 'abc', '-1', '1;drop table', '1.5'])(
    'answers 404 for the unknown challenge %j',
    async (id) => {
      const user = await newUser();
      const path = `/api/challenges/${encodeURIComponent(id)}`;
      const start = await api.request(`${path}/start`, { token: user.token, method: 'POST' });
      const complete = await api.request(`${path}/complete`, {
        token: user.token,
        method: 'PUT',
        json: {},
      });
      expect([start.status, complete.status]).toEqual([404, 404]);
      expect(start.body).toEqual({ message: 'Challenge not found' });
    },
  );

  it('answers 400 for a reflection that is not text', async () => {
    const user = await newUser();
    const answer = await api.request('/api/challenges/1/complete', {
      token: user.token,
      method: 'PUT',
      json: { reflection: ['x'] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Reflection must be text', field: 'reflection' });
    expect(await history(user.token)).toEqual([]);
  });
});
