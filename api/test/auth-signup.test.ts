import { ZAuthResponse, ZErrorResponse, ZUser } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../src/features/auth/session-token';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { signupBody, TEST_PASSWORD, uniqueEmail } from './support/test-users';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DATABASE_ENGINES)('POST /api/auth/signup on %s', (engine) => {
  const api = useTestApp(engine, {
    env: { ADMIN_EMAILS: 'boss@example.com' },
    authLimits: { signupsPerAddress: 1000 },
  });

  it('creates the account with a 7-day trial and answers 201 with a token and the user', async () => {
    const email = uniqueEmail('ada');
    const before = Date.now();
    const answer = await api.request('/api/auth/signup', {
      json: signupBody({
        email,
        timeZone: 'Europe/Berlin',
        confirmPassword: TEST_PASSWORD,
        startTrial: true,
      }),
    });

    expect(answer.status).toBe(201);
    const { token, user, deviceId } = ZAuthResponse.parse(answer.body);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      hasPaid: false,
      isTrialActive: true,
      isAdmin: false,
      isEmailVerified: false,
      hasPassword: true,
      subscription: null,
    });
    const trialEnd = Date.parse(user.trialEndDate ?? '');
    expect(trialEnd).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

    const row = await api.knex('users').where({ id: user.id }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row.time_zone).toBe('Europe/Berlin');
    expect(row.email_normalized).toBe(email);
    const device = await api.knex('known_devices').where({ user_id: user.id }).first();
    expect(JSON.stringify(device)).not.toContain(deviceId);
    const session = await api.knex('sessions').where({ user_id: user.id }).first();
    expect(session.token_hash).toBe(hashSessionToken(token));
    expect(JSON.stringify(session)).not.toContain(token);
  });

  it('signs the new user straight in: the token works for GET /api/auth/user', async () => {
    const signup = await api.request('/api/auth/signup', { json: signupBody() });
    const { token, user } = ZAuthResponse.parse(signup.body);
    const me = await api.request('/api/auth/user', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(user);
  });

  it('marks a configured admin email as admin, whatever its case, once its link is opened', async () => {
    await api.knex('users').where({ email_normalized: 'boss@example.com' }).del();
    const answer = await api.request('/api/auth/signup', {
      json: signupBody({ email: 'Boss@Example.com' }),
    });
    const { token, user } = ZAuthResponse.parse(answer.body);
    expect(user.isAdmin).toBe(false);
    await api.verifyEmail('Boss@Example.com');
    const me = await api.request('/api/auth/user', { token });
    expect(ZUser.parse(me.body)).toMatchObject({ isAdmin: true, isEmailVerified: true });
  });

  it.each([
    ['firstName', { firstName: '' }, 'First Name is required'],
    ['lastName', { lastName: undefined }, 'Last Name is required'],
    ['email', { email: '' }, 'Email Address is required'],
    ['email', { email: 'ada@' }, 'Email Address must be a valid email'],
    ['password', { password: undefined }, 'Password is required'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['timeZone', { timeZone: 'Nowhere/Land' }, 'Time zone must be a valid IANA time zone'],
  ])('answers 400 naming %s when it is wrong', async (field, patch, message) => {
    const email = uniqueEmail();
    const answer = await api.request('/api/auth/signup', { json: signupBody({ email, ...patch }) });
    expect(answer.status).toBe(400);
    expect(ZErrorResponse.parse(answer.body)).toEqual({ message, field });
    expect(await api.knex('users').where({ email }).first()).toBeUndefined();
  });

  it('answers 409 for an email already used, also in another case', async () => {
    const email = uniqueEmail('taken');
    expect((await api.request('/api/auth/signup', { json: signupBody({ email }) })).status).toBe(
      201,
    );

    for (const again of [email, email.toUpperCase(), ` ${email} `]) {
      const answer = await api.request('/api/auth/signup', { json: signupBody({ email: again }) });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: 'An account with this email already exists',
        field: 'email',
      });
    }
    const count = await api.knex('users').where({ email_normalized: email }).count('* as n');
    expect(count).toEqual([{ n: '1' }]);
  });

  it('keeps one account when the same email signs up twice at once', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      api.request('/api/auth/signup', { json: signupBody({ email }) }),
      api.request('/api/auth/signup', { json: signupBody({ email: email.toUpperCase() }) }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});
