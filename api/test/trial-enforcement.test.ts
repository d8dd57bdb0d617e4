import { TRIAL_ENDED_MESSAGE } from '@manifest/contracts/trial';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { ledgerOf } from './support/user-rows';

// DESIGN.md, "Trial enforcement": once a trial ends unpaid, practice, progress
// and AI calls answer 402; the account, trial status and content keep working.

const ENDED = new Date(Date.now() - 60_000);

const PAID_ACCESS_CALLS = [
  ['GET', '/api/user/stats'],
  ['GET', '/api/user/points'],
  ['GET', '/api/user/achievements'],
  ['GET', '/api/activities'],
  ['GET', '/api/daily-tasks'],
  ['GET', '/api/vision-board'],
  ['GET', '/api/goals'],
  ['GET', '/api/challenges/history'],
  ['GET', '/api/challenges/1/tools'],
  ['GET', '/api/meditations/sessions'],
  ['GET', '/api/affirmations/completed-today'],
  ['GET', '/api/daily-story'],
  ['POST', '/api/ai/progress-insights'],
] as const;

const OPEN_CALLS = [
  ['GET', '/api/auth/user'],
  ['GET', '/api/check-trial-status'],
  ['POST', '/api/check-trial-status'],
] as const;

describe.each(DATABASE_ENGINES)('trial enforcement on %s', (engine) => {
  const api = useTestApp(engine, { offlineStreamPauseMs: 0 });

  it.each(PAID_ACCESS_CALLS)(
    '%s %s answers 402 once the trial has ended unpaid',
    async (method, path) => {
      const user = await api.newUser({ trialEndDate: ENDED });
      const answer = await api.request(path, { method, token: user.token });
      expect(answer.status).toBe(402);
      expect(answer.body).toEqual({ message: TRIAL_ENDED_MESSAGE });
    },
  );

  it('refuses a write too, and writes nothing', async () => {
    const user = await api.newUser({ trialEndDate: ENDED });
    const answer = await api.request('/api/affirmations/1/complete', {
      method: 'POST',
      token: user.token,
    });
    expect(answer.status).toBe(402);
    expect(await ledgerOf(api.knex, user.id)).toEqual([]);
  });

  it.each(OPEN_CALLS)('%s %s keeps working for the same person', async (method, path) => {
    const user = await api.newUser({ trialEndDate: ENDED });
    const answer = await api.request(path, { method, token: user.token });
    expect(answer.status).toBe(200);
  });

  it('lets a person who paid, or whose trial runs, through', async () => {
    const paid = await api.newUser({ trialEndDate: ENDED, hasPaid: true });
    const trialing = await api.newUser();
    for (const user of [paid, trialing]) {
      expect((await api.request('/api/user/stats', { token: user.token })).status).toBe(200);
    }
  });

  it('still answers 401 first to someone not signed in', async () => {
    expect((await api.request('/api/user/stats')).status).toBe(401);
  });
});
