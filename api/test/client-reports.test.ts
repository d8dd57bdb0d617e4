import {
  CLIENT_REPORTS_SETTINGS_URL,
  CLIENT_REPORTS_URL,
  ZClientReportsSettings,
  ZPerformanceResponse,
  type TClientReportsRequest,
} from '@manifest/contracts/client-reports';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

// The shell's beacon of real-user web vitals and client errors, and the admin's
// Performance tab that reads them back.

const ADMIN = 'perf.admin@example.com';
let addressCounter = 0;
/** A client address of its own per test, so the per-address limit never mixes tests. */
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

describe.each(DATABASE_ENGINES)('client reports on %s', (engine) => {
  const api = useTestApp(engine, {
    env: { ADMIN_EMAILS: ADMIN, WEB_VITALS_SAMPLE_RATE: '0.25' },
    clientReportLimits: { perAddress: 3, windowSeconds: 3600 },
  });
  const report = (json: unknown, address = freshAddress()) =>
    api.request(CLIENT_REPORTS_URL, { json, headers: { 'X-Forwarded-For': address } });

  it('stores a batch, rating each vital itself and scrubbing error messages', async () => {
    const batch: TClientReportsRequest = {
      vitals: [
        { name: 'LCP', value: 1800, route: '/blog/:slug' },
        { name: 'CLS', value: 0.3, route: '/blog/:slug' },
        { name: 'INP', value: 350, route: '/daily-tasks' },
      ],
      errors: [
        {
          kind: 'boundary',
          source: 'practice',
          route: '/daily-tasks',
          message: 'Cannot read task 123456 of ada@example.com at https://x.test/p?token=abc',
        },
      ],
    };
    const answer = await report(batch);
    expect(answer.status).toBe(204);

    const vitals = await api
      .knex('web_vitals')
      .where('recorded_at', '>', new Date(Date.now() - 60_000))
      .orderBy('id', 'desc')
      .limit(3)
      .select('name', 'rating', 'route');
    expect(vitals.reverse()).toEqual([
      { name: 'LCP', rating: 'good', route: '/blog/:slug' },
      { name: 'CLS', rating: 'poor', route: '/blog/:slug' },
      { name: 'INP', rating: 'needs-improvement', route: '/daily-tasks' },
    ]);
    const error = await api.knex('client_errors').orderBy('id', 'desc').first();
    expect(error).toMatchObject({ kind: 'boundary', source: 'practice', route: '/daily-tasks' });
    expect(error.message).toBe('Cannot read task [number] of [email] at https://x.test/p');
  });

  it.each([
    [
      'an unknown vital',
      { vitals: [{ name: 'FID', value: 10, route: '/' }] },
      'name must be one of',
    ],
    [
      'a path instead of a route pattern',
      { vitals: [{ name: 'LCP', value: 10, route: '/reset-password?token=abc' }] },
      'route must be a route pattern',
    ],
    ['a negative value', { vitals: [{ name: 'TTFB', value: -1, route: '/' }] }, 'value must not'],
    [
      'too many vitals',
      { vitals: Array.from({ length: 21 }, () => ({ name: 'LCP', value: 1, route: '/' })) },
      'vitals must hold at most 20',
    ],
    [
      'an unknown source',
      { errors: [{ kind: 'error', source: 'evil', route: '/', message: 'x' }] },
      'source must be one of',
    ],
    ['nothing at all', {}, 'at least one vital or error'],
    ['no object', [1, 2], 'Request body must be a JSON object'],
  ])('refuses %s with 400', async (_what, body, message) => {
    const answer = await report(body);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
  });

  it('limits each address, and only that address', async () => {
    const address = freshAddress();
    const batch = { vitals: [{ name: 'TTFB', value: 120, route: '/' }] };
    for (let sent = 0; sent < 3; sent += 1) expect((await report(batch, address)).status).toBe(204);
    const refused = await report(batch, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await report(batch)).status).toBe(204);
  });

  it('tells browsers the configured sample rate, cacheable', async () => {
    const answer = await api.request(CLIENT_REPORTS_SETTINGS_URL);
    expect(ZClientReportsSettings.parse(answer.body)).toEqual({ vitalsSampleRate: 0.25 });
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it("shows the admin each route's p75 and ratings, and errors grouped by message and source", async () => {
    const admin = await api.signUp({ email: ADMIN });
    await api.verifyEmail(ADMIN);
    const member = await api.signUp();
    const lcp = (value: number) => ({ name: 'LCP' as const, value, route: '/pricing' });
    await report({ vitals: [lcp(1000), lcp(2000), lcp(3000), lcp(5000)] });
    const crash = { kind: 'boundary', source: 'blog', route: '/blog', message: 'Boom' } as const;
    await report({ errors: [crash, crash] });
    await report({ errors: [{ ...crash, source: 'account' }] });

    expect((await api.request('/api/admin/performance?period=24h')).status).toBe(401);
    const refused = await api.request('/api/admin/performance?period=24h', {
      token: member.token,
    });
    expect(refused.status).toBe(403);
    const answer = await api.request('/api/admin/performance?period=24h', { token: admin.token });
    expect(answer.status).toBe(200);
    const figures = ZPerformanceResponse.parse(answer.body);
    expect(figures.vitals.find((row) => row.route === '/pricing')).toEqual({
      route: '/pricing',
      name: 'LCP',
      // PostgreSQL's percentile_cont: 3000 + 0.25 * (5000 - 3000).
      p75: 3500,
      samples: 4,
      good: 2,
      needsImprovement: 1,
      poor: 1,
    });
    expect(figures.errors.filter((row) => row.message === 'Boom')).toEqual([
      { message: 'Boom', source: 'account', count: 1, lastSeen: expect.any(String) },
      { message: 'Boom', source: 'blog', count: 2, lastSeen: expect.any(String) },
    ]);
  });
});
