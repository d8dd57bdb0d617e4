import { ZTrialStatus } from '@manifest/contracts/trial';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

describe.each(DATABASE_ENGINES)('/api/check-trial-status on %s', (engine) => {
  const api = useTestApp(engine);

  const status = async (token: string, method: 'GET' | 'POST') => {
    const answer = await api.request('/api/check-trial-status', { method, token });
    expect(answer.status).toBe(200);
    return ZTrialStatus.parse(answer.body);
  };

  it.each(['GET', 'POST'] as const)('%s: a running trial is not expired', async (method) => {
    const user = await api.newUser();
    expect(await status(user.token, method)).toEqual({
      trialExpired: false,
      paymentSuccessful: false,
    });
  });

  it.each(['GET', 'POST'] as const)('%s: an ended, unpaid trial is expired', async (method) => {
    const user = await api.newUser({ trialEndDate: new Date(Date.now() - 1000) });
    expect(await status(user.token, method)).toEqual({
      trialExpired: true,
      paymentSuccessful: false,
    });
  });

  it('reads the payment fresh: after payment the same session sees it at once', async () => {
    const user = await api.newUser({ trialEndDate: new Date(Date.now() - 1000) });
    expect((await status(user.token, 'GET')).trialExpired).toBe(true);
    await api.knex('users').where({ id: user.id }).update({ has_paid: true });
    expect(await status(user.token, 'POST')).toEqual({
      trialExpired: false,
      paymentSuccessful: true,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await api.request('/api/check-trial-status')).status).toBe(401);
    expect((await api.request('/api/check-trial-status', { method: 'POST' })).status).toBe(401);
  });
});
