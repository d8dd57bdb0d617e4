import { ZAuthResponse, ZErrorResponse } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { signupBody, TEST_PASSWORD, uniqueEmail } from './support/test-users';

// Common and guessable passwords are refused wherever a password is set: sign-up
// (the page, and the landing modal with its card), change password and reset. The
// spec's own messages (required, at least 6 characters) still come first.

const COMMON = 'Add more words that are less common.';

describe('new passwords that are easy to guess', () => {
  const api = useTestApp('postgres', { authLimits: { signupsPerAddress: 1000 } });

  const signIn = (email: string, password: string) =>
    api.request('/api/auth/signin', { json: { email, password } });

  it.each([
    ['12345678', `Password is too easy to guess. This is a heavily used password. ${COMMON}`],
    ['password', `Password is too easy to guess. This is a heavily used password. ${COMMON}`],
    ['password123', `Password is too easy to guess. This is a commonly used password. ${COMMON}`],
    [
      'Lovelace.Ada',
      `Password is too easy to guess. There should not be any personal or page related data. ${COMMON}`,
    ],
  ])('refuses %s at sign-up with 400 naming the password and why', async (password, message) => {
    const email = uniqueEmail();
    const answer = await api.request('/api/auth/signup', {
      json: signupBody({ email, password }),
    });
    expect(answer.status).toBe(400);
    expect(ZErrorResponse.parse(answer.body)).toEqual({ message, field: 'password' });
    expect(await api.knex('users').where({ email }).first()).toBeUndefined();
  });

  it('refuses it on the landing modal path too, before the card is touched', async () => {
    // No Stripe here: had the card been prepared first, this would not be a 400.
    const answer = await api.request('/api/auth/signup', {
      json: signupBody({
        password: 'password123',
        confirmPassword: 'password123',
        paymentMethodId: 'pm_card_visa',
        startTrial: true,
      }),
    });
    expect(answer.status).toBe(400);
    expect(ZErrorResponse.parse(answer.body).field).toBe('password');
  });

  it("keeps the spec's messages first: a short common password is too short", async () => {
    const answer = await api.request('/api/auth/signup', {
      json: signupBody({ password: '12345' }),
    });
    expect(answer.body).toEqual({
      message: 'Password must be at least 6 characters',
      field: 'password',
    });
  });

  it('refuses it on change password, naming newPassword, and keeps the old one', async () => {
    const account = await api.signUp();
    const answer = await api.request('/api/auth/change-password', {
      token: account.token,
      json: { currentPassword: TEST_PASSWORD, newPassword: 'qwertyuiop' },
    });
    expect(answer.status).toBe(400);
    expect(ZErrorResponse.parse(answer.body)).toEqual({
      message: `New password is too easy to guess. This is a frequently used password. ${COMMON}`,
      field: 'newPassword',
    });
    expect((await signIn(account.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(account.email, 'qwertyuiop')).status).toBe(401);
  });

  it('still names a wrong current password before judging the new one', async () => {
    const account = await api.signUp();
    const answer = await api.request('/api/auth/change-password', {
      token: account.token,
      json: { currentPassword: 'not-it', newPassword: 'password' },
    });
    expect(ZErrorResponse.parse(answer.body).field).toBe('currentPassword');
  });

  it('accepts a passphrase of uncommon words everywhere', async () => {
    const answer = await api.request('/api/auth/signup', {
      json: signupBody({ password: 'walnut-harbor-71' }),
    });
    expect(answer.status).toBe(201);
    const { token } = ZAuthResponse.parse(answer.body);
    const changed = await api.request('/api/auth/change-password', {
      token,
      json: { currentPassword: 'walnut-harbor-71', newPassword: 'tangerine-kettle-58' },
    });
    expect(changed.status).toBe(204);
  });
});
