import { ZAuthResponse, ZErrorResponse } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { TEST_PASSWORD } from './support/test-users';

const LIMITS = {
  signupsPerAddress: 1000,
  passwordChangeFailuresPerUser: 3,
  passwordChangeWindowSeconds: 60,
};

describe.each(DATABASE_ENGINES)('POST /api/auth/change-password on %s', (engine) => {
  const api = useTestApp(engine, { authLimits: LIMITS });

  const signIn = (email: string, password: string) =>
    api.request('/api/auth/signin', { json: { email, password } });
  const tokenOf = (answer: { body: unknown }) => ZAuthResponse.parse(answer.body).token;
  const statusFor = async (token: string) =>
    (await api.request('/api/auth/user', { token })).status;
  const changePassword = (token: string, body: unknown) =>
    api.request('/api/auth/change-password', { json: body, token });

  it('sets the new password, keeps this session and ends every other one', async () => {
    const account = await api.signUp();
    const here = tokenOf(await signIn(account.email, TEST_PASSWORD));
    const elsewhere = tokenOf(await signIn(account.email, TEST_PASSWORD));
    const someoneElse = await api.signUp();

    const answer = await changePassword(here, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-secret-2',
    });
    expect(answer.status).toBe(204);

    expect(await statusFor(here)).toBe(200);
    expect(await statusFor(account.token)).toBe(401);
    expect(await statusFor(elsewhere)).toBe(401);
    expect(await statusFor(someoneElse.token)).toBe(200);

    expect((await signIn(account.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(account.email, 'a-new-secret-2')).status).toBe(200);
  });

  it('answers 400 naming currentPassword when it is wrong, and changes nothing', async () => {
    const account = await api.signUp();
    const elsewhere = tokenOf(await signIn(account.email, TEST_PASSWORD));

    const answer = await changePassword(account.token, {
      currentPassword: 'not-it',
      newPassword: 'a-new-secret-2',
    });
    expect(answer.status).toBe(400);
    expect(ZErrorResponse.parse(answer.body)).toEqual({
      message: 'Current password is incorrect',
      field: 'currentPassword',
    });
    expect(await statusFor(elsewhere)).toBe(200);
    expect((await signIn(account.email, TEST_PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ newPassword: 'a-new-secret-2' }, 'currentPassword', 'Current password is required'],
    [{ currentPassword: TEST_PASSWORD }, 'newPassword', 'New password is required'],
    [
      { currentPassword: TEST_PASSWORD, newPassword: '12345' },
      'newPassword',
      'New password must be at least 6 characters',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(257) },
      'newPassword',
      'New password must be at most 256 characters',
    ],
  ])('checks %j with the sign-up password rules', async (body, field, message) => {
    const account = await api.signUp();
    const answer = await changePassword(account.token, body);
    expect(answer.status).toBe(400);
    expect(ZErrorResponse.parse(answer.body)).toEqual({ message, field });
  });

  it('answers 401 without a live session', async () => {
    const answer = await api.request('/api/auth/change-password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-secret-2' },
    });
    expect(answer.status).toBe(401);
  });

  it('limits wrong current passwords, so a stolen session cannot guess the password', async () => {
    const account = await api.signUp();
    for (let guess = 0; guess < LIMITS.passwordChangeFailuresPerUser; guess += 1) {
      const wrong = await changePassword(account.token, {
        currentPassword: `guess-${guess}`,
        newPassword: 'a-new-secret-2',
      });
      expect(wrong.status).toBe(400);
    }
    const refused = await changePassword(account.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-secret-2',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many password change attempts. Please try again in 1 minute.',
    });
  });
});
