import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { CONTACT_ACKNOWLEDGEMENT_SUBJECT } from '../src/features/contact/contact-acknowledgement-mail';

// POST /api/contact: stored first, validated, limited per address, and acknowledged by
// email only to an address known to be the sender's, with none of the sender's text.

const message = (patch: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question about my trial',
  message: 'When does my trial end?',
  ...patch,
});

describe.each(DATABASE_ENGINES)('contact on %s', (engine) => {
  const api = useTestApp(engine, { contactLimits: { perAddress: 2, windowSeconds: 60 } });

  /** A signed-in user and their account's address, as stored. */
  async function signedInUser() {
    const user = await api.newUser();
    const row = await api.knex('users').where({ id: user.id }).first();
    return { ...user, email: row.email as string };
  }

  const send = (json: Record<string, unknown>, options: { token?: string; from: string }) =>
    api.request('/api/contact', {
      json,
      ...(options.token ? { token: options.token } : {}),
      headers: { 'X-Forwarded-For': options.from },
    });

  const mailsTo = (email: string) => api.mails.filter((mail) => mail.to === email);

  it("stores a signed-in sender's message, and acknowledges it to their own address without their text", async () => {
    const user = await signedInUser();
    const typed = user.email.toUpperCase();
    const answer = await send(
      message({ email: typed, subject: '  Billing  ', name: 'Visit evil.example now' }),
      { token: user.token, from: '203.0.113.1' },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ received: true });
    const rows = await api.knex('contact_messages').where({ user_id: user.id });
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Visit evil.example now',
        email: typed,
        subject: 'Billing',
        message: 'When does my trial end?',
      }),
    ]);
    const [mail, ...others] = mailsTo(typed);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(CONTACT_ACKNOWLEDGEMENT_SUBJECT);
    expect(mail?.text).toContain('will answer within 24 hours');
    for (const typedText of ['Billing', 'When does my trial end?', 'evil.example']) {
      expect(`${mail?.subject}\n${mail?.text}`).not.toContain(typedText);
    }
  });

  it('acknowledges to the address of an account whose owner proved it', async () => {
    const owner = await signedInUser();
    await api.knex('users').where({ id: owner.id }).update({ email_verified_at: new Date() });
    const answer = await send(message({ email: owner.email }), { from: '203.0.113.5' });
    expect(answer.status).toBe(201);
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual([
      CONTACT_ACKNOWLEDGEMENT_SUBJECT,
    ]);
  });

  it("stores but mails nothing to an address nobody proved: no account, an unproven one, or not the sender's", async () => {
    const unproven = await signedInUser();
    const signedIn = await signedInUser();
    const before = api.mails.length;
    const cases = [
      { email: 'stranger@example.com' },
      { email: unproven.email },
      { email: 'someone.else@example.com', token: signedIn.token },
    ];
    for (const [index, { email, token }] of cases.entries()) {
      const answer = await send(message({ email }), {
        ...(token ? { token } : {}),
        from: `203.0.113.${10 + index}`,
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ received: true });
      expect(await api.knex('contact_messages').where({ email })).toHaveLength(1);
    }
    expect(api.mails.slice(before)).toEqual([]);
  });

  it('refuses a missing or too long field with a 400 naming it, storing nothing', async () => {
    const before = await api.knex('contact_messages').count({ count: '*' }).first();
    const blank = await api.request('/api/contact', {
      json: message({ subject: '   ' }),
      headers: { 'X-Forwarded-For': '203.0.113.2' },
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Subject is required');
    const long = await api.request('/api/contact', {
      json: message({ message: 'x'.repeat(5001) }),
      headers: { 'X-Forwarded-For': '203.0.113.2' },
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Message must be at most 5000 characters');
    const after = await api.knex('contact_messages').count({ count: '*' }).first();
    expect(after).toEqual(before);
  });

  it('limits messages per address with a 429 saying how long to wait', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.3' };
    for (let sent = 0; sent < 2; sent += 1) {
      expect((await api.request('/api/contact', { json: message(), headers: from })).status).toBe(
        201,
      );
    }
    const refused = await api.request('/api/contact', { json: message(), headers: from });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many messages from your address. Please try again in 1 minute.',
    });
    const other = await api.request('/api/contact', {
      json: message(),
      headers: { 'X-Forwarded-For': '203.0.113.4' },
    });
    expect(other.status).toBe(201);
  });
});
