import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

// POST /api/contact: stored first, acknowledged by email, validated, limited per address.

const message = (patch: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question about my trial',
  message: 'When does my trial end?',
  ...patch,
});

describe.each(DATABASE_ENGINES)('contact on %s', (engine) => {
  const api = useTestApp(engine, { contactLimits: { perAddress: 2, windowSeconds: 60 } });

  it('stores the message, links a signed-in sender, and acknowledges it by email', async () => {
    const user = await api.newUser();
    const answer = await api.request('/api/contact', {
      json: message({ subject: '  Billing  ' }),
      token: user.token,
      headers: { 'X-Forwarded-For': '203.0.113.1' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ received: true });
    const rows = await api.knex('contact_messages').where({ user_id: user.id });
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Billing',
        message: 'When does my trial end?',
      }),
    ]);
    const [mail] = api.mails.filter((sent) => sent.subject === 'We received your message: Billing');
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.text).toContain('within 24 hours');
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
