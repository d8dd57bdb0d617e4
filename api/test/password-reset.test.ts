import { ZAuthResponse } from '@manifest/contracts/auth';
import {
  FORGOT_PASSWORD_ANSWER,
  RESET_LINK_INVALID_MESSAGE,
} from '@manifest/contracts/password-reset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTimingProbe, type TimingProbe } from './support/timing-probe';
import { useTestApp } from './support/test-app';

// Forgot password and reset by emailed link: single use, an hour, every other
// session ended, and nothing that tells whether an email has an account.

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} never came`);
}

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
    const perAccount = await api.request('/api/auth/forgot-password', {
      json: { email: 'target@example.com' },
      headers: { 'X-Forwarded-For': '198.51.100.20' },
    });
    expect(perAccount.status).toBe(429);
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
