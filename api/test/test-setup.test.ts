import { ZActivityList } from '@manifest/contracts/activities';
import { ZTrialStatus } from '@manifest/contracts/trial';
import { ZAuthResponse, ZUser } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnv } from '../src/config/env';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { signupBody, uniqueEmail } from './support/test-users';

const ZSetupAnswer = z.object({ user: ZUser });
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DATABASE_ENGINES)('/api/test-setup on %s', (engine) => {
  describe('off (the default)', () => {
    const api = useTestApp(engine, { authLimits: { signupsPerAddress: 1000 } });

    it('is not there: 404, and the account is unchanged', async () => {
      const account = await api.signUp();
      expect((await api.request('/api/test-setup/users', { json: signupBody() })).status).toBe(404);
      const history = await api.request('/api/test-setup/activities', {
        json: { email: account.email, activities: [] },
      });
      expect(history.status).toBe(404);
      const answer = await api.request('/api/test-setup/trial', {
        json: { email: account.email, trialEndDate: new Date(Date.now() - DAY_MS).toISOString() },
      });
      expect(answer.status).toBe(404);
      const status = await api.request('/api/check-trial-status', { token: account.token });
      expect(ZTrialStatus.parse(status.body).trialExpired).toBe(false);
    });
  });

  describe('on (API_TEST_SETUP=true)', () => {
    // One sign-up per address an hour: the set-up's own sign-ups must not count.
    const api = useTestApp(engine, {
      authLimits: { signupsPerAddress: 1 },
      env: { API_TEST_SETUP: 'true' },
    });

    const signUp = async () => {
      const email = uniqueEmail('setup');
      const answer = await api.request('/api/test-setup/users', { json: signupBody({ email }) });
      return { email, ...ZAuthResponse.parse(answer.body) };
    };

    it('moves the trial end into the past: the trial has expired for the API', async () => {
      const account = await signUp();
      const ended = new Date(Date.now() - DAY_MS).toISOString();
      const answer = await api.request('/api/test-setup/trial', {
        json: { email: account.email.toUpperCase(), trialEndDate: ended },
      });
      expect(answer.status, answer.text).toBe(200);
      const { user } = ZSetupAnswer.parse(answer.body);
      expect(user).toMatchObject({ email: account.email, isTrialActive: false, hasPaid: false });
      expect(Date.parse(user.trialEndDate ?? '')).toBe(Date.parse(ended));

      const status = await api.request('/api/check-trial-status', { token: account.token });
      expect(ZTrialStatus.parse(status.body)).toEqual({
        trialExpired: true,
        paymentSuccessful: false,
      });
      const me = ZUser.parse((await api.request('/api/auth/user', { token: account.token })).body);
      expect(me.isTrialActive).toBe(false);
    });

    it('marks the account paid, and back', async () => {
      const account = await signUp();
      const paid = await api.request('/api/test-setup/trial', {
        json: { email: account.email, hasPaid: true },
      });
      expect(ZSetupAnswer.parse(paid.body).user.hasPaid).toBe(true);
      const status = await api.request('/api/check-trial-status', { token: account.token });
      expect(ZTrialStatus.parse(status.body).paymentSuccessful).toBe(true);

      const unpaid = await api.request('/api/test-setup/trial', {
        json: { email: account.email, hasPaid: false },
      });
      expect(ZSetupAnswer.parse(unpaid.body).user.hasPaid).toBe(false);
    });

    it('refuses bad input with 400 naming the field', async () => {
      const account = await signUp();
      const cases: [unknown, string][] = [
        [{ email: account.email }, 'trialEndDate'],
        [{ email: account.email, trialEndDate: 'next tuesday' }, 'trialEndDate'],
        [{ email: account.email, hasPaid: 'yes' }, 'hasPaid'],
        [{ email: 'not-an-email', hasPaid: true }, 'email'],
        [{ hasPaid: true }, 'email'],
      ];
      for (const [json, field] of cases) {
        const answer = await api.request('/api/test-setup/trial', { json });
        expect(answer.status, JSON.stringify(json)).toBe(400);
        expect(answer.body, JSON.stringify(json)).toMatchObject({ field });
      }
      expect((await api.request('/api/test-setup/trial', { rawBody: '[1]' })).status).toBe(400);
    });

    it('signs people up past the per-address sign-up limit, through the real sign-up', async () => {
      for (let count = 0; count < 3; count += 1) {
        const email = uniqueEmail('setup');
        const answer = await api.request('/api/test-setup/users', {
          json: signupBody({ email }),
        });
        expect(answer.status, answer.text).toBe(201);
        const { token, user } = ZAuthResponse.parse(answer.body);
        expect(user).toMatchObject({ email, isTrialActive: true, hasPaid: false });
        expect((await api.request('/api/auth/user', { token })).status).toBe(200);
      }
      // Sign-up's own rules still apply.
      const short = await api.request('/api/test-setup/users', {
        json: signupBody({ password: '123' }),
      });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({ field: 'password' });
    });

    it('records weeks of history as logged activities: listed, paying 0 points', async () => {
      const account = await signUp();
      const weeksAgo = (weeks: number) => new Date(Date.now() - weeks * 7 * DAY_MS).toISOString();
      const answer = await api.request('/api/test-setup/activities', {
        json: {
          email: account.email,
          activities: [
            { type: 'goal', action: 'created', title: 'Five weeks ago', completedAt: weeksAgo(5) },
            { type: 'task', action: 'completed', title: 'Two weeks ago', completedAt: weeksAgo(2) },
          ],
        },
      });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body).toEqual({ recorded: 2 });
      const list = ZActivityList.parse(
        (await api.request('/api/activities', { token: account.token })).body,
      );
      expect(list.map(({ title, points }) => [title, points])).toEqual([
        ['Two weeks ago', 0],
        ['Five weeks ago', 0],
      ]);
    });

    it('refuses activities from the future or more than a year back, and bad input', async () => {
      const account = await signUp();
      const activity = { type: 'goal', action: 'created', title: 'A goal' };
      const cases: [unknown, string][] = [
        [{ email: account.email, activities: [] }, 'activities'],
        [{ email: account.email, activities: [activity] }, 'activities.0.completedAt'],
        [
          {
            email: account.email,
            activities: [{ ...activity, completedAt: new Date(Date.now() + DAY_MS).toISOString() }],
          },
          'activities.0.completedAt',
        ],
        [
          {
            email: account.email,
            activities: [
              { ...activity, completedAt: new Date(Date.now() - 400 * DAY_MS).toISOString() },
            ],
          },
          'activities.0.completedAt',
        ],
        [
          {
            email: account.email,
            activities: [{ ...activity, type: 'badge', completedAt: new Date().toISOString() }],
          },
          'activities.0.type',
        ],
      ];
      for (const [json, field] of cases) {
        const answer = await api.request('/api/test-setup/activities', { json });
        expect(answer.status, JSON.stringify(json)).toBe(400);
        expect(answer.body, JSON.stringify(json)).toMatchObject({ field });
      }
    });

    it('answers 404 for an email with no account', async () => {
      const answer = await api.request('/api/test-setup/trial', {
        json: { email: 'nobody.here@example.com', hasPaid: true },
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ field: 'email' });
    });
  });
});

describe('API_TEST_SETUP', () => {
  it('is off unless set, and refused with NODE_ENV=production', () => {
    expect(parseEnv({}).API_TEST_SETUP).toBe(false);
    expect(() => parseEnv({ API_TEST_SETUP: 'true', NODE_ENV: 'production' })).toThrow(
      /API_TEST_SETUP must not be true with NODE_ENV=production/,
    );
  });
});
