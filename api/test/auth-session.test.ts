import { ZAuthResponse } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../src/features/auth/session-token';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { TEST_PASSWORD, uniqueEmail } from './support/test-users';

const NOT_SIGNED_IN = { message: 'Not signed in' };
const INVALID_CREDENTIALS = { message: 'Invalid email or password' };

describe.each(DATABASE_ENGINES)('sign-in, current user and logout on %s', (engine) => {
  const api = useTestApp(engine, { authLimits: { signupsPerAddress: 1000 } });

  describe('POST /api/auth/signin', () => {
    it('signs in with the right password, in any email case, with a new token', async () => {
      const account = await api.signUp();
      const answer = await api.request('/api/auth/signin', {
        json: { email: account.email.toUpperCase(), password: TEST_PASSWORD },
      });
      expect(answer.status).toBe(200);
      const { token, user } = ZAuthResponse.parse(answer.body);
      expect(user).toEqual(account.user);
      expect(token).not.toBe(account.token);
      expect((await api.request('/api/auth/user', { token })).status).toBe(200);
    });

    it('answers 401 with the same words for a wrong password and an unknown email', async () => {
      const account = await api.signUp();
      const wrongPassword = await api.request('/api/auth/signin', {
        json: { email: account.email, password: 'secret2' },
      });
      const unknownEmail = await api.request('/api/auth/signin', {
        json: { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
      });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body).toEqual(INVALID_CREDENTIALS);
      expect(unknownEmail.status).toBe(401);
      expect(unknownEmail.text).toBe(wrongPassword.text);
    });

    it('gives the browser a device id and gives the same one back when it is sent again', async () => {
      const account = await api.signUp();
      const again = await api.request('/api/auth/signin', {
        json: { email: account.email, password: TEST_PASSWORD, deviceId: account.deviceId },
      });
      expect(ZAuthResponse.parse(again.body).deviceId).toBe(account.deviceId);

      // A browser shared by two accounts keeps its one id.
      const other = await api.signUp();
      const shared = await api.request('/api/auth/signin', {
        json: { email: other.email, password: TEST_PASSWORD, deviceId: account.deviceId },
      });
      expect(ZAuthResponse.parse(shared.body).deviceId).toBe(account.deviceId);
    });

    it('replaces a device id the API never issued with a new one', async () => {
      const account = await api.signUp();
      const madeUp = 'A'.repeat(43);
      const answer = await api.request('/api/auth/signin', {
        json: { email: account.email, password: TEST_PASSWORD, deviceId: madeUp },
      });
      expect(answer.status).toBe(200);
      const { deviceId } = ZAuthResponse.parse(answer.body);
      expect(deviceId).not.toBe(madeUp);
      expect(deviceId).not.toBe(account.deviceId);
    });

    it('answers 400 naming deviceId when it is not one', async () => {
      const account = await api.signUp();
      const answer = await api.request('/api/auth/signin', {
        json: { email: account.email, password: TEST_PASSWORD, deviceId: 'short' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Device id is not valid', field: 'deviceId' });
    });

    it('answers 400 naming the missing field', async () => {
      const answer = await api.request('/api/auth/signin', { json: { email: 'ada@example.com' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Password is required', field: 'password' });
    });
  });

  describe('GET /api/auth/user', () => {
    it('answers the user for a live token, and 401 without one or with a made-up one', async () => {
      const account = await api.signUp();
      const me = await api.request('/api/auth/user', { token: account.token });
      expect(me.status).toBe(200);
      expect(me.body).toEqual(account.user);

      for (const answer of [
        await api.request('/api/auth/user'),
        await api.request('/api/auth/user', { token: 'not-a-real-token' }),
        await api.request('/api/auth/user', { headers: { Authorization: account.token } }),
      ]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual(NOT_SIGNED_IN);
      }
    });

    it('answers 401 once the session has expired', async () => {
      const account = await api.signUp();
      await api
        .knex('sessions')
        .where({ token_hash: hashSessionToken(account.token) })
        .update({ expires_at: new Date(Date.now() - 1000) });
      const answer = await api.request('/api/auth/user', { token: account.token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(NOT_SIGNED_IN);
    });

    it('answers 401 for a revoked session', async () => {
      const account = await api.signUp();
      await api
        .knex('sessions')
        .where({ token_hash: hashSessionToken(account.token) })
        .update({ revoked_at: new Date() });
      expect((await api.request('/api/auth/user', { token: account.token })).status).toBe(401);
    });

    it('shows an ended trial as inactive', async () => {
      const account = await api.signUp();
      await api
        .knex('users')
        .where({ id: account.user.id })
        .update({ trial_end_date: new Date(Date.now() - 1000) });
      const me = await api.request('/api/auth/user', { token: account.token });
      expect(me.body).toMatchObject({ isTrialActive: false, hasPaid: false });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends only that session: its token stops working, others keep working', async () => {
      const account = await api.signUp();
      const second = ZAuthResponse.parse(
        (
          await api.request('/api/auth/signin', {
            json: { email: account.email, password: TEST_PASSWORD },
          })
        ).body,
      );

      const logout = await api.request('/api/auth/logout', {
        method: 'POST',
        token: account.token,
      });
      expect(logout.status).toBe(204);
      expect(logout.text).toBe('');

      expect((await api.request('/api/auth/user', { token: account.token })).status).toBe(401);
      expect((await api.request('/api/auth/user', { token: second.token })).status).toBe(200);
      const session = await api
        .knex('sessions')
        .where({ token_hash: hashSessionToken(account.token) })
        .first();
      expect(session.revoked_at).toBeInstanceOf(Date);
    });

    it('succeeds again for an ended or missing token', async () => {
      const account = await api.signUp();
      await api.request('/api/auth/logout', { method: 'POST', token: account.token });
      expect(
        (await api.request('/api/auth/logout', { method: 'POST', token: account.token })).status,
      ).toBe(204);
      expect((await api.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
    });
  });
});
