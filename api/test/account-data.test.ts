import { randomUUID } from 'node:crypto';
import { startStripeStandIn, type TStripeStandIn } from '@manifest/stripe-standin';
import {
  ACCOUNT_EXPORT_VERSION,
  DELETE_CONFIRMATION_MISMATCH,
  DELETE_NEEDS_RECENT_SIGNIN,
  DELETE_PASSWORD_MISSING,
  DELETE_PASSWORD_WRONG,
  ZAccountExport,
} from '@manifest/contracts/account-data';
import { ZAuthResponse } from '@manifest/contracts/auth';
import { IDEMPOTENCY_KEY_HEADER } from '@manifest/contracts/offline-actions';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TABLES } from '../src/features/account-data/account-tables';
import { fixtureMeditationCatalogue } from './support/meditation-fixture';
import { useTestApp } from './support/test-app';
import { signupBody, TEST_PASSWORD } from './support/test-users';
import { newCard } from './support/stripe-cards';

// Your data is yours: the export holds every table's rows of the user; deletion
// asks for proof that the owner wants it (the password, or a recent sign-in for an
// account without one), leaves none of the user's rows and touches no one else's.

let standIn: TStripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(async () => {
  await standIn.close();
});

describe('account data', () => {
  const api = useTestApp('postgres', {
    meditationCatalogue: fixtureMeditationCatalogue(),
    // Three password checks per user and hour (changing it and deleting share them).
    authLimits: { passwordChangeFailuresPerUser: 3 },
    get env() {
      return { STRIPE_API_URL: standIn.url, STRIPE_SECRET_KEY: 'sk_test_account_data' };
    },
  });

  /** Every table with a user_id column, from the database itself. */
  const userTables = async (): Promise<string[]> => {
    const rows = (await api
      .knex('information_schema.columns')
      .where({ table_schema: 'public', column_name: 'user_id' })
      .select('table_name')) as { table_name: string }[];
    return rows.map((row) => row.table_name).sort();
  };
  const rowCounts = async (userId: string) => {
    const counts: Record<string, number> = {};
    for (const table of await userTables()) {
      const [row] = (await api.knex(table).where({ user_id: userId }).count({ count: '*' })) as {
        count: string;
      }[];
      counts[table] = Number(row?.count ?? 0);
    }
    counts.users = Number(
      (
        (await api.knex('users').where({ id: userId }).count({ count: '*' })) as { count: string }[]
      )[0]?.count,
    );
    return counts;
  };

  /** A person who used a bit of everything, with a trial subscription paid by card. */
  async function busyPerson() {
    const answer = await api.request('/api/auth/signup', {
      json: signupBody({
        paymentMethodId: await newCard(new Stripe('sk_test_account_data', standIn.sdkConfig)),
        startTrial: true,
      }),
      headers: { 'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 200)}` },
    });
    expect(answer.status).toBe(201);
    const { token, user } = ZAuthResponse.parse(answer.body);
    const post = (path: string, json?: unknown) =>
      api.request(path, { token, method: 'POST', ...(json === undefined ? {} : { json }) });
    await post('/api/daily-tasks', { title: 'Morning pages', points: 10 });
    await post('/api/vision-board', { title: 'A home by the sea' });
    await post('/api/goals', { title: 'Run a marathon', category: 'manifestation' });
    await post('/api/challenges/3/start');
    await post('/api/meditations/start', {
      meditationId: 'abundance-flow',
      startedAt: new Date().toISOString(),
    });
    // Sent as the offline queue sends it, so the key is kept too.
    await api.request('/api/affirmations/9/complete', {
      token,
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    });
    await post('/api/contact', { name: 'Ada', email: user.email, subject: 'Hi', message: 'Hello' });
    await post('/api/cancel-subscription', { reason: 'Other' });
    return { token, user };
  }

  it('knows every table that holds user rows', async () => {
    expect(ACCOUNT_TABLES.map(({ table }) => table).sort()).toEqual(await userTables());
  });

  it("exports every table's rows of the user, in the versioned shape, without secrets", async () => {
    const { token, user } = await busyPerson();
    const answer = await api.request('/api/account/export', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="manifest-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = ZAccountExport.parse(answer.body);
    expect(data.version).toBe(ACCOUNT_EXPORT_VERSION);
    expect(data.profile).toMatchObject({ email: user.email, first_name: user.firstName });
    const counts = await rowCounts(user.id);
    for (const { table, section } of ACCOUNT_TABLES) {
      expect(data.sections[section], table).toHaveLength(counts[table] ?? -1);
    }
    expect(data.sections.goals[0]).toMatchObject({ title: 'Run a marathon' });
    expect(data.sections.idempotencyKeys).toMatchObject([{ status_code: 200 }]);
    expect(counts.activities).toBeGreaterThan(0);
    expect(answer.text).not.toContain('password_hash');
    expect(answer.text).not.toContain('token_hash');
  });

  it('exports for a person whose trial has ended', async () => {
    const user = await api.newUser({ trialEndDate: new Date(Date.now() - 60_000) });
    expect((await api.request('/api/daily-tasks', { token: user.token })).status).toBe(402);
    expect((await api.request('/api/account/export', { token: user.token })).status).toBe(200);
  });

  it('deletes every row of the user once the email and password are typed, cancels the subscription, and spares others', async () => {
    const { token, user } = await busyPerson();
    const other = await busyPerson();
    const othersBefore = await rowCounts(other.user.id);
    const { subscription_id: subscriptionId } = await api
      .knex('users')
      .where({ id: user.id })
      .first();

    const wrong = await api.request('/api/account/delete', {
      token,
      json: { confirmEmail: 'someone.else@example.com', password: TEST_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: DELETE_CONFIRMATION_MISMATCH, field: 'confirmEmail' });
    expect((await rowCounts(user.id)).users).toBe(1);

    const deleted = await api.request('/api/account/delete', {
      token,
      json: { confirmEmail: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    const left = Object.entries(await rowCounts(user.id)).filter(([, count]) => count > 0);
    expect(left).toEqual([]);
    expect(await rowCounts(other.user.id)).toEqual(othersBefore);
    expect((await api.request('/api/auth/user', { token })).status).toBe(401);

    const stripe = new Stripe('sk_test_account_data', standIn.sdkConfig);
    expect((await stripe.subscriptions.retrieve(subscriptionId as string)).status).toBe('canceled');
    expect(
      api.mails.filter((mail) => mail.to === user.email).map((mail) => mail.subject),
    ).toContain('Your Manifest account has been deleted');
  });

  const deleteWith = (token: string, json: Record<string, unknown>) =>
    api.request('/api/account/delete', { token, json });
  const stillThere = async (userId: string) =>
    (await api.knex('users').where({ id: userId })).length === 1;

  it('asks for the password: missing or wrong, nothing is deleted and the message names the field', async () => {
    const { token, user, email } = await api.signUp();
    const missing = await deleteWith(token, { confirmEmail: email });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: DELETE_PASSWORD_MISSING, field: 'password' });
    const wrong = await deleteWith(token, { confirmEmail: email, password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: DELETE_PASSWORD_WRONG, field: 'password' });
    expect(await stillThere(user.id)).toBe(true);
    expect((await api.request('/api/auth/user', { token })).status).toBe(200);

    const deleted = await deleteWith(token, { confirmEmail: email, password: TEST_PASSWORD });
    expect(deleted.status).toBe(204);
    expect(await stillThere(user.id)).toBe(false);
  });

  it('guesses no faster than a password change: both share the per-user limit', async () => {
    const { token, user, email } = await api.signUp();
    const change = await api.request('/api/auth/change-password', {
      token,
      json: { currentPassword: 'guess-1', newPassword: 'whatever-new' },
    });
    expect(change.status).toBe(400);
    for (const guess of ['guess-2', 'guess-3']) {
      expect((await deleteWith(token, { confirmEmail: email, password: guess })).status).toBe(400);
    }
    // Past the limit even the right password waits, so a stolen session cannot keep guessing.
    const limited = await deleteWith(token, { confirmEmail: email, password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: expect.stringMatching(
        /^Too many account deletion attempts\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(await stillThere(user.id)).toBe(true);
  });

  describe('an account without a password (made by Google)', () => {
    async function accountWithoutPassword(signedInMinutesAgo: number) {
      const { id, token } = await api.newUser();
      await api.knex('users').where({ id }).update({ password_hash: null });
      await api
        .knex('sessions')
        .where({ user_id: id })
        .update({ created_at: new Date(Date.now() - signedInMinutesAgo * 60_000) });
      const { email } = await api.knex('users').where({ id }).first();
      return { id, token, email: email as string };
    }

    it('is deleted within five minutes of signing in, with no password asked', async () => {
      const { id, token, email } = await accountWithoutPassword(1);
      expect((await deleteWith(token, { confirmEmail: email })).status).toBe(204);
      expect(await stillThere(id)).toBe(false);
    });

    it('asks for a new sign-in after that, whatever password is sent, and deletes nothing', async () => {
      const { id, token, email } = await accountWithoutPassword(6);
      for (const body of [{ confirmEmail: email }, { confirmEmail: email, password: 'any' }]) {
        const answer = await deleteWith(token, body);
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ message: DELETE_NEEDS_RECENT_SIGNIN });
      }
      expect(await stillThere(id)).toBe(true);
    });
  });
});
