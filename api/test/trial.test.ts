import { ZTrialStatus } from '@manifest/contracts/trial';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createTestUser } from './rewards-support';
import { DATABASE_ENGINES, openTestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(DATABASE_ENGINES)('/api/check-trial-status on %s', (engine) => {
  let database: Database;
  let api: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    api = await startTestServer({ database });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  const status = async (token: string, method: 'GET' | 'POST') => {
    const answer = await api.request('/api/check-trial-status', { method, token });
    expect(answer.status).toBe(200);
    return ZTrialStatus.parse(answer.body);
  };

  it.each(['GET', 'POST'] as const)('%s: a running trial is not expired', async (method) => {
    const user = await createTestUser(database.knex);
    expect(await status(user.token, method)).toEqual({
      trialExpired: false,
      paymentSuccessful: false,
    });
  });

  it.each(['GET', 'POST'] as const)('%s: an ended, unpaid trial is expired', async (method) => {
    const user = await createTestUser(database.knex, { trialEndDate: new Date(Date.now() - 1000) });
    expect(await status(user.token, method)).toEqual({
      trialExpired: true,
      paymentSuccessful: false,
    });
  });

  it('reads the payment fresh: after payment the same session sees it at once', async () => {
    const user = await createTestUser(database.knex, { trialEndDate: new Date(Date.now() - 1000) });
    expect((await status(user.token, 'GET')).trialExpired).toBe(true);
    await database.knex('users').where({ id: user.id }).update({ has_paid: true });
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
