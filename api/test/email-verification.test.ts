import { ADMIN_ONLY_MESSAGE } from '@manifest/contracts/admin-analytics';
import { ZAuthResponse, ZUser } from '@manifest/contracts/auth';
import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  RESEND_VERIFICATION_URL,
  VERIFY_EMAIL_URL,
  VERIFY_LINK_EXPIRED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
  VERIFY_LINK_REPLACED_MESSAGE,
  VERIFY_LINK_USED_MESSAGE,
} from '@manifest/contracts/email-verification';
import { describe, expect, it } from 'vitest';
import { createServices } from '../src/composition';
import { parseEnv } from '../src/config/env';
import { hashSessionToken } from '../src/features/auth/session-token';
import { MAIL_NOT_SENT_MESSAGE } from '../src/features/email-verification/email-verification-service';
import { createLogger } from '../src/lib/logger';
import type { Mail } from '../src/lib/mailer';
import { useTestApp, useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { uniqueEmail } from './support/test-users';
import { verificationTokensIn, waitForVerificationTokens } from './support/verification-mails';

// Email verification: sign-up mails a link (the account works at once), the link
// proves the address once within 24 hours, Resend sends a new one that ends the old,
// within a per-account limit; and ADMIN_EMAILS makes an admin only of a proven address.

const APP_URL = 'http://localhost:3999';
const ADMIN = 'boss@example.com';
const HOUR_MS = 60 * 60 * 1000;
const RESENDS_PER_HOUR = 3;

describe.each(DATABASE_ENGINES)('email verification on %s', (engine) => {
  // The clock runs with the real one, moved ahead when a test needs a link to expire.
  let aheadMs = 0;
  // Every mail the app sent; `isMailDown` makes the next sends fail, as an SMTP outage would.
  const mails: Mail[] = [];
  let isMailDown = false;
  const api = useTestApp(engine, {
    now: () => new Date(Date.now() + aheadMs),
    env: { APP_URL, ADMIN_EMAILS: ADMIN },
    authLimits: { signupsPerAddress: 1000 },
    verificationLimits: { perAddress: RESENDS_PER_HOUR, windowSeconds: 60 * 60 },
    mailer: {
      async send(mail) {
        if (isMailDown) throw new Error('SMTP is down');
        mails.push(mail);
      },
    },
  });

  const verify = (token: unknown) => api.request(VERIFY_EMAIL_URL, { json: { token } });
  const resend = (token?: string) =>
    api.request(RESEND_VERIFICATION_URL, { method: 'POST', ...(token ? { token } : {}) });
  const currentUser = async (token: string) =>
    ZUser.parse((await api.request('/api/auth/user', { token })).body);
  const signUp = async (email = uniqueEmail('verify')) => {
    const account = await api.signUp({ email });
    return { ...account, tokens: await waitForVerificationTokens(mails, email) };
  };

  it('mails a new account one link to its own address, and stores only its hash', async () => {
    const account = await signUp();
    const [token = ''] = account.tokens;
    expect(account.user.isEmailVerified).toBe(false);

    const sent = mails.filter((mail) => mail.to === account.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Confirm your email address for Manifest');
    expect(sent[0]?.text).toContain(`${APP_URL}/verify-email?token=${token}`);
    expect(sent[0]?.text).toContain('The link works once, for 24 hours.');

    const rows = await api.knex('email_verifications').where({ user_id: account.user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashSessionToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // The account works before it is verified (the spec's sign-up).
    expect((await api.request('/api/goals', { token: account.token })).status).toBe(200);
  });

  it('verifies the address once: the second use says the link was used', async () => {
    const account = await signUp();
    const [token] = account.tokens;

    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ isEmailVerified: true });
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect((await currentUser(account.token)).isEmailVerified).toBe(true);

    const again = await verify(token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: VERIFY_LINK_USED_MESSAGE });
  });

  it('verifies once when the same link is opened twice at once', async () => {
    const [token] = (await signUp()).tokens;
    const answers = await Promise.all([verify(token), verify(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('refuses a link past its 24 hours, and the account stays unverified', async () => {
    const account = await signUp();
    aheadMs = 24 * HOUR_MS + 1000;
    try {
      const late = await verify(account.tokens[0]);
      expect(late.status).toBe(410);
      expect(late.body).toEqual({ message: VERIFY_LINK_EXPIRED_MESSAGE });
      expect((await currentUser(account.token)).isEmailVerified).toBe(false);
    } finally {
      aheadMs = 0;
    }
  });

  it('refuses a link nobody sent, and a missing token, naming the token', async () => {
    const unknown = await verify('made-up-token-of-the-right-shape-0123456789abc');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: VERIFY_LINK_INVALID_MESSAGE, field: 'token' });
    for (const token of [undefined, '', 42]) {
      const bad = await verify(token);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ field: 'token' });
    }
  });

  it('resends only to a signed-in account: a new link that ends the old one', async () => {
    expect((await resend()).status).toBe(401);
    const account = await signUp();
    const [old] = account.tokens;

    const answer = await resend(account.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sentTo: account.email });
    const [, fresh] = await waitForVerificationTokens(mails, account.email, 2);
    expect(fresh).not.toBe(old);

    const replaced = await verify(old);
    expect(replaced.status).toBe(410);
    expect(replaced.body).toEqual({ message: VERIFY_LINK_REPLACED_MESSAGE });
    expect((await verify(fresh)).status).toBe(200);

    // Once verified: nothing more to send, and an old link says so rather than asking for one.
    const done = await resend(account.token);
    expect(done.status).toBe(409);
    expect(done.body).toEqual({ message: EMAIL_ALREADY_VERIFIED_MESSAGE });
    expect(verificationTokensIn(mails, account.email)).toHaveLength(2);
    expect((await verify(old)).body).toEqual({ message: EMAIL_ALREADY_VERIFIED_MESSAGE });
  });

  it('limits resends per account with a clear 429 and Retry-After, and sends nothing past it', async () => {
    const account = await signUp();
    for (let resent = 0; resent < RESENDS_PER_HOUR; resent += 1) {
      expect((await resend(account.token)).status).toBe(200);
    }
    const refused = await resend(account.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: expect.stringMatching(
        /^Too many verification emails\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
    expect(verificationTokensIn(mails, account.email)).toHaveLength(1 + RESENDS_PER_HOUR);

    // The limit is the account's own: someone else still gets their link.
    const other = await signUp();
    expect((await resend(other.token)).status).toBe(200);
  });

  it('keeps the old link working when the new one could not be mailed', async () => {
    const account = await signUp();
    isMailDown = true;
    try {
      const failed = await resend(account.token);
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({ message: MAIL_NOT_SENT_MESSAGE });
    } finally {
      isMailDown = false;
    }
    expect((await verify(account.tokens[0])).status).toBe(200);
  });

  it('makes a listed address admin only once it is verified', async () => {
    await api.knex('users').where({ email_normalized: ADMIN }).del();
    const boss = await signUp('Boss@Example.com');
    expect(boss.user.isAdmin).toBe(false);
    const refused = await api.request('/api/admin/users?period=7d', { token: boss.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: ADMIN_ONLY_MESSAGE });

    expect((await verify(boss.tokens[0])).status).toBe(200);
    expect((await currentUser(boss.token)).isAdmin).toBe(true);
    expect((await api.request('/api/admin/users?period=7d', { token: boss.token })).status).toBe(
      200,
    );
  });

  it('gives the granted role admin rights, listed or not', async () => {
    const account = await signUp();
    await api.knex('users').where({ id: account.user.id }).update({ role: 'admin' });
    expect((await currentUser(account.token)).isAdmin).toBe(true);
    expect((await api.request('/api/admin/users?period=7d', { token: account.token })).status).toBe(
      200,
    );
  });
});

describe.each(DATABASE_ENGINES)('an account Google vouched for on %s', (engine) => {
  const db = useTestDatabase(engine);

  it('is verified as it is made, and no link is mailed', async () => {
    const mails: Mail[] = [];
    const services = createServices({
      env: parseEnv({ NODE_ENV: 'test', CMS_URL: 'http://127.0.0.1:9', ADMIN_EMAILS: ADMIN }),
      knex: db.knex,
      logger: createLogger('silent'),
      mailer: {
        async send(mail) {
          mails.push(mail);
        },
      },
    });
    const answer = ZAuthResponse.parse(
      await services.auth.signupVouched(
        { email: ADMIN, firstName: 'Bo', lastName: 'Ss', googleSub: 'google-boss' },
        '192.0.2.1',
      ),
    );
    expect(answer.user).toMatchObject({ isEmailVerified: true, isAdmin: true });
    const row = await db.knex('users').where({ id: answer.user.id }).first();
    expect(row.email_verified_at).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mails).toEqual([]);
  });
});
