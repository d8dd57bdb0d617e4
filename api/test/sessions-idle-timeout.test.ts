import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../src/features/auth/session-token';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { TEST_PASSWORD } from './support/test-users';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2030-05-01T09:00:00.000Z');
const NOT_SIGNED_IN = { message: 'Not signed in' };

/** A clock the suite moves by hand; the app reads it through its `now` dep. */
function pinnedClock() {
  let current = START.getTime();
  return {
    now: () => new Date(current),
    advanceDays: (days: number) => {
      current += days * DAY_MS;
    },
  };
}

describe.each(DATABASE_ENGINES)('session idle timeout on %s', (engine) => {
  const clock = pinnedClock();
  // Defaults: SESSION_IDLE_DAYS=7 within SESSION_TTL_DAYS=30.
  const api = useTestApp(engine, { now: clock.now, authLimits: { signupsPerAddress: 1000 } });

  const me = (token: string) => api.request('/api/auth/user', { token });
  const sessionRow = (token: string) =>
    api
      .knex('sessions')
      .where({ token_hash: hashSessionToken(token) })
      .first();

  it('keeps a session used within 7 days, then refuses and revokes it after 7 idle days', async () => {
    const { token } = await api.signUp();

    clock.advanceDays(6);
    expect((await me(token)).status).toBe(200);
    clock.advanceDays(7);
    // Thirteen days old, but used 7 days ago: still alive.
    expect((await me(token)).status).toBe(200);

    clock.advanceDays(7 + 1 / 24);
    const idle = await me(token);
    expect(idle.status).toBe(401);
    expect(idle.body).toEqual(NOT_SIGNED_IN);
    expect((await sessionRow(token)).revoked_at.toISOString()).toBe(clock.now().toISOString());
    // Revoked for good: it does not come back.
    expect((await me(token)).status).toBe(401);
  });

  it('refuses an idle session on every signed-in call, not only /api/auth/user', async () => {
    const { token } = await api.signUp();
    expect((await api.request('/api/user/stats', { token })).status).toBe(200);
    clock.advanceDays(8);
    expect((await api.request('/api/user/stats', { token })).status).toBe(401);
  });

  it('starts the idle clock of a session written without a last use at its first use', async () => {
    const user = await api.newUser();
    await api
      .knex('sessions')
      .where({ user_id: user.id })
      .update({ expires_at: new Date('2100-01-01'), last_used_at: null });
    expect((await me(user.token)).status).toBe(200);
    clock.advanceDays(7);
    expect((await me(user.token)).status).toBe(200);
    clock.advanceDays(7.5);
    expect((await me(user.token)).status).toBe(401);
  });

  it('still ends a session used every few days 30 days after sign-in', async () => {
    const { token } = await api.signUp();
    for (let day = 6; day < 30; day += 6) {
      clock.advanceDays(6);
      expect((await me(token)).status).toBe(200);
    }
    clock.advanceDays(6);
    expect((await me(token)).status).toBe(401);
  });
});

describe.each(DATABASE_ENGINES)("'Remember me' on %s", (engine) => {
  const clock = pinnedClock();
  const api = useTestApp(engine, { now: clock.now, authLimits: { signupsPerAddress: 1000 } });

  const signIn = async (rememberMe: boolean) => {
    const { email } = await api.signUp();
    const answer = await api.request('/api/auth/signin', {
      json: { email, password: TEST_PASSWORD, rememberMe },
    });
    expect(answer.status).toBe(200);
    return (answer.body as { token: string }).token;
  };

  it('unchecked, a session ends after a day without use', async () => {
    const token = await signIn(false);
    clock.advanceDays(0.9);
    expect((await api.request('/api/auth/user', { token })).status).toBe(200);
    clock.advanceDays(1.1);
    expect((await api.request('/api/auth/user', { token })).status).toBe(401);
  });

  it('checked, a session unused for 20 days still works, and ends at 30 days', async () => {
    const token = await signIn(true);
    clock.advanceDays(20);
    expect((await api.request('/api/auth/user', { token })).status).toBe(200);
    clock.advanceDays(10.1);
    expect((await api.request('/api/auth/user', { token })).status).toBe(401);
  });
});

describe.each(DATABASE_ENGINES)('session idle timeout set by SESSION_IDLE_DAYS on %s', (engine) => {
  const clock = pinnedClock();
  const api = useTestApp(engine, { now: clock.now, env: { SESSION_IDLE_DAYS: '2' } });

  it('ends a session after the configured number of idle days', async () => {
    const { token } = await api.signUp();
    clock.advanceDays(2);
    expect((await api.request('/api/auth/user', { token })).status).toBe(200);
    clock.advanceDays(2.01);
    expect((await api.request('/api/auth/user', { token })).status).toBe(401);
  });
});
