import { ZAuthResponse } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { TEST_PASSWORD } from './support/test-users';

describe.each(DATABASE_ENGINES)('POST /api/auth/logout-all on %s', (engine) => {
  const api = useTestApp(engine, { authLimits: { signupsPerAddress: 1000 } });

  const signIn = async (email: string) =>
    ZAuthResponse.parse(
      (await api.request('/api/auth/signin', { json: { email, password: TEST_PASSWORD } })).body,
    ).token;
  const statusFor = async (token: string) =>
    (await api.request('/api/auth/user', { token })).status;

  it("ends every session of the user, this one included, and no one else's", async () => {
    const account = await api.signUp();
    const laptop = await signIn(account.email);
    const phone = await signIn(account.email);
    const someoneElse = await api.signUp();

    const answer = await api.request('/api/auth/logout-all', { method: 'POST', token: laptop });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');

    for (const token of [account.token, laptop, phone]) expect(await statusFor(token)).toBe(401);
    expect(await statusFor(someoneElse.token)).toBe(200);
    const live = await api
      .knex('sessions')
      .where({ user_id: account.user.id })
      .whereNull('revoked_at');
    expect(live).toEqual([]);

    // Signing in again works as before.
    expect(await statusFor(await signIn(account.email))).toBe(200);
  });

  it('answers 401 without a live session', async () => {
    const account = await api.signUp();
    await api.request('/api/auth/logout', { method: 'POST', token: account.token });
    expect(
      (await api.request('/api/auth/logout-all', { method: 'POST', token: account.token })).status,
    ).toBe(401);
    expect((await api.request('/api/auth/logout-all', { method: 'POST' })).status).toBe(401);
  });
});
