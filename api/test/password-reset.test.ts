import { ZAuthResponse } from '@manifest/contracts/auth';
import {
  FORGOT_PASSWORD_ANSWER,
  RESET_LINK_INVALID_MESSAGE,
} from '@manifest/contracts/password-reset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTimingProbe, type TimingProbe } from './support/timing-probe';
import { useTestApp } from './support/test-app';
import { waitFor } from './support/wait-for';
import { TEST_PASSWORD } from './support/test-users';

// Forgot password and reset by emailed link: single use, an hour, every other
// session ended, and nothing that tells whether an email has an account.

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe('password reset', () => {
  const api = useTestApp('postgres', { resetLimits: { perAddress: 3, windowSeconds: 60 } });

  const linkTokenFor = (email: string) =>
    waitFor(() => {
      // Its own mail: sign-up also sends a verification link to the address.
      const mail = api.mails.findLast(
        (sent) => sent.to === email && sent.text.includes('/reset-password?token='),
      );
      return /reset-password\?token=(\S+)/.exec(mail?.text ?? '')?.[1];
    }, `the reset email to ${email}`);

  it('emails a link that sets a new password once, ends every other session and signs in', async () => {
    const account = await api.signUp({ headers: { 'X-Forwarded-For': '198.51.100.1' } });
    const asked = await api.request('/api/auth/forgot-password', {
      json: { email: account.email.toUpperCase() },
      headers: { 'X-Forwarded-For': '198.51.100.1' },
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    const token = await linkTokenFor(account.email);
    const row = await api.knex('password_resets').first();
    expect(row.token_hash).not.toContain(token);

    const reset = await api.request('/api/auth/reset-password', {
      json: { token, password: 'brand-new-secret' },
    });
    expect(reset.status).toBe(200);
    const session = ZAuthResponse.parse(reset.body);
    expect((await api.request('/api/auth/user', { token: session.token })).status).toBe(200);
    expect((await api.request('/api/auth/user', { token: account.token })).status).toBe(401);
    const signin = await api.request('/api/auth/signin', {
      json: { email: account.email, password: 'brand-new-secret' },
      headers: { 'X-Forwarded-For': '198.51.100.1' },
    });
    expect(signin.status).toBe(200);

    const again = await api.request('/api/auth/reset-password', {
      json: { token, password: 'another-secret' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: RESET_LINK_INVALID_MESSAGE, field: 'token' });
  });

  it('refuses an expired link, and a password that breaks the sign-up rules', async () => {
    const account = await api.signUp({ headers: { 'X-Forwarded-For': '198.51.100.2' } });
    await api.request('/api/auth/forgot-password', {
      json: { email: account.email },
      headers: { 'X-Forwarded-For': '198.51.100.2' },
    });
    const token = await linkTokenFor(account.email);
    const short = await api.request('/api/auth/reset-password', {
      json: { token, password: '123' },
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Password must be at least 6 characters');

    await api.knex('password_resets').update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await api.request('/api/auth/reset-password', {
      json: { token, password: 'brand-new-secret' },
    });
    expect(expired.status).toBe(400);
    expect((await api.request('/api/auth/user', { token: account.token })).status).toBe(200);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const before = api.mails.length;
    const asked = await api.request('/api/auth/forgot-password', {
      json: { email: 'nobody.here@example.com' },
      headers: { 'X-Forwarded-For': '198.51.100.3' },
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.mails.length).toBe(before);
  });

  it('limits requests per address and per account', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.4' };
    for (let asked = 0; asked < 3; asked += 1) {
      const answer = await api.request('/api/auth/forgot-password', {
        json: { email: `someone${asked}@example.com` },
        headers: from,
      });
      expect(answer.status).toBe(202);
    }
    const refused = await api.request('/api/auth/forgot-password', {
      json: { email: 'someone9@example.com' },
      headers: from,
    });
    expect(refused.status).toBe(429);

    for (let asked = 0; asked < 3; asked += 1) {
      await api.request('/api/auth/forgot-password', {
        json: { email: 'target@example.com' },
        headers: { 'X-Forwarded-For': `198.51.100.${10 + asked}` },
      });
    }
    // Past the per-account limit the answer stays the same; see 'reset limits' below.
    const perAccount = await api.request('/api/auth/forgot-password', {
      json: { email: 'target@example.com' },
      headers: { 'X-Forwarded-For': '198.51.100.20' },
    });
    expect(perAccount.status).toBe(202);
    expect(perAccount.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
  });

  it('refuses a common password with the reason, and leaves the link working', async () => {
    const account = await api.signUp({ headers: { 'X-Forwarded-For': '198.51.100.5' } });
    await api.request('/api/auth/forgot-password', {
      json: { email: account.email },
      headers: { 'X-Forwarded-For': '198.51.100.5' },
    });
    const token = await linkTokenFor(account.email);
    const weak = await api.request('/api/auth/reset-password', {
      json: { token, password: 'password123' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      message:
        'Password is too easy to guess. This is a commonly used password. Add more words that are less common.',
      field: 'password',
    });
    const strong = await api.request('/api/auth/reset-password', {
      json: { token, password: 'walnut-harbor-71' },
    });
    expect(strong.status).toBe(200);
  });

  it('ends every other unused link once one of them sets a new password', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.6' };
    const account = await api.signUp({ headers: from });
    await api.request('/api/auth/forgot-password', {
      json: { email: account.email },
      headers: from,
    });
    const first = await linkTokenFor(account.email);
    await api.request('/api/auth/forgot-password', {
      json: { email: account.email },
      headers: from,
    });
    const second = await waitFor(() => {
      const token = /reset-password\?token=(\S+)/.exec(api.mails.at(-1)?.text ?? '')?.[1];
      return token !== first ? token : undefined;
    }, 'the second reset email');

    const used = await api.request('/api/auth/reset-password', {
      json: { token: second, password: 'walnut-harbor-71' },
    });
    expect(used.status).toBe(200);
    const other = await api.request('/api/auth/reset-password', {
      json: { token: first, password: 'tangerine-kettle-58' },
    });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ message: RESET_LINK_INVALID_MESSAGE, field: 'token' });
  });

  it('ends every unused link when the password is changed in settings', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.7' };
    const account = await api.signUp({ headers: from });
    await api.request('/api/auth/forgot-password', {
      json: { email: account.email },
      headers: from,
    });
    const token = await linkTokenFor(account.email);

    const changed = await api.request('/api/auth/change-password', {
      token: account.token,
      json: { currentPassword: TEST_PASSWORD, newPassword: 'walnut-harbor-71' },
    });
    expect(changed.status).toBe(204);
    const reset = await api.request('/api/auth/reset-password', {
      json: { token, password: 'tangerine-kettle-58' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual({ message: RESET_LINK_INVALID_MESSAGE, field: 'token' });
  });
});

describe('reset limits', () => {
  // The production limits: five requests per account and per address in an hour.
  const api = useTestApp('postgres');

  const ask = (email: string, address: string, deviceId?: string) =>
    api.request('/api/auth/forgot-password', {
      json: { email, ...(deviceId ? { deviceId } : {}) },
      headers: { 'X-Forwarded-For': address },
    });
  /** Reset links mailed to an address (its sign-up's verification link is another mail). */
  const mailsTo = (email: string) =>
    api.mails.filter((mail) => mail.to === email && mail.text.includes('/reset-password?token='))
      .length;
  const refusals = () =>
    api.logs.filter(({ message }) => message.includes('passed its limit: no link sent')).length;

  it("past five requests from anywhere, answers strangers the same and sends nothing; the owner's device still gets a link", async () => {
    const account = await api.signUp({ headers: { 'X-Forwarded-For': '203.0.113.1' } });
    for (let asked = 1; asked <= 5; asked += 1) {
      expect((await ask(account.email, `203.0.113.${10 + asked}`)).status).toBe(202);
    }
    await waitFor(() => (mailsTo(account.email) === 5 ? true : undefined), 'five reset emails');

    const sixth = await ask(account.email, '203.0.113.20');
    expect(sixth.status).toBe(202);
    expect(sixth.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await waitFor(() => (refusals() === 1 ? true : undefined), 'the sixth request to be handled');
    expect(mailsTo(account.email)).toBe(5);

    // A made-up device id is no key either.
    await ask(account.email, '203.0.113.21', 'A'.repeat(43));
    await waitFor(() => (refusals() === 2 ? true : undefined), 'the seventh request');
    expect(mailsTo(account.email)).toBe(5);

    const fromOwner = await ask(account.email, '203.0.113.1', account.deviceId);
    expect(fromOwner.status).toBe(202);
    expect(fromOwner.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await waitFor(() => (mailsTo(account.email) === 6 ? true : undefined), "the owner's link");
  });
});

describe('password reset timing', () => {
  const api = useTestApp('postgres', { resetLimits: { perAddress: 1000, windowSeconds: 60 } });
  const probe: { current?: TimingProbe } = {};
  beforeAll(() => {
    probe.current = startTimingProbe();
  });
  afterAll(() => probe.current?.close());

  it('takes as long for an unknown email as for an account (median of 30 each, within 15%)', async () => {
    // Thirty accounts and thirty unknown emails: every try is an email seen once, as a
    // prober would send, so the per-account counter treats both alike.
    const accounts: string[] = [];
    for (let index = 0; index < 31; index += 1) {
      const { id } = await api.newUser();
      const row = (await api.knex('users').where({ id }).first()) as { email: string };
      accounts.push(row.email);
    }
    // The clock runs in another process, as a prober's would; before the next try the
    // background work of this one (the lookup, and for an account the token and the
    // email) has finished, so no try pays for the one before.
    const timed = async (email: string, index: number, isAccount: boolean) => {
      const prober = probe.current;
      if (!prober) throw new Error('the prober did not start');
      const mailsBefore = api.mails.length;
      const answer = await prober.post(
        `${api.url}/api/auth/forgot-password`,
        { email },
        { 'X-Forwarded-For': `198.51.101.${index}` },
      );
      expect(answer.status).toBe(202);
      if (isAccount) {
        await waitFor(() => (api.mails.length > mailsBefore ? true : undefined), 'the email');
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
      return answer.milliseconds;
    };
    // Warm both paths up, then alternate so drift hits both alike.
    await timed(accounts[30] ?? '', 250, true);
    await timed('nobody@example.com', 251, false);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      known.push(await timed(accounts[round] ?? '', round, true));
      unknown.push(await timed(`nobody${round}@example.com`, round + 100, false));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio, `known ${median(known)} ms, unknown ${median(unknown)} ms`).toBeGreaterThan(0.85);
    expect(ratio).toBeLessThan(1.15);
  });
});
