import { ZHealthDetails, ZLiveness, ZPublicHealth } from '@manifest/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadUrl, startCmsStandIn } from './support/cms-stand-in';
import { useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES, openDeadDatabase } from './support/test-database';
import { startTestServer } from './support/test-server';

const METRICS_TOKEN = 'operators-only-0123456789abcdefghijklmnop+/=';
const OPERATOR = { Authorization: `Bearer ${METRICS_TOKEN}` };

describe.each(DATABASE_ENGINES)('GET /api/health on %s', (engine) => {
  const db = useTestDatabase(engine);
  let cms: Awaited<ReturnType<typeof startCmsStandIn>>;

  beforeAll(async () => {
    cms = await startCmsStandIn();
  });
  afterAll(async () => {
    await cms?.close();
  });

  async function withApi(
    env: Record<string, string>,
    check: (api: Awaited<ReturnType<typeof startTestServer>>) => Promise<void>,
    database = db.database,
  ) {
    const api = await startTestServer({ database, env: { METRICS_TOKEN, ...env } });
    try {
      await check(api);
    } finally {
      await api.close();
    }
  }

  it('tells a stranger only that it is up, and an operator every part', async () => {
    await withApi({ CMS_URL: cms.url }, async (api) => {
      const open = await api.request('/api/health');
      expect(open.status).toBe(200);
      expect(open.body).toEqual({ status: 'up' });
      expect(ZPublicHealth.parse(open.body)).toEqual({ status: 'up' });
      expect((await api.request('/api/health/ready')).body).toEqual({ status: 'up' });
      expect((await api.request('/api/health/live')).body).toEqual({ status: 'alive' });

      const detailed = await api.request('/api/health', { headers: OPERATOR });
      expect(detailed.status).toBe(200);
      expect(ZHealthDetails.parse(detailed.body)).toMatchObject({
        status: 'ok',
        database: { ok: true },
        cms: { ok: true },
      });
    });
  });

  it('refuses a wrong token with 401, and details when no token is configured', async () => {
    await withApi({ CMS_URL: cms.url }, async (api) => {
      const wrong = await api.request('/api/health', {
        headers: { Authorization: 'Bearer guess-guess-guess-guess-guess-guess' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid metrics token' });
    });
    await withApi({ CMS_URL: cms.url, METRICS_TOKEN: '' }, async (api) => {
      expect((await api.request('/api/health', { headers: OPERATOR })).status).toBe(401);
    });
  });

  it('is up for strangers and degraded for operators when the CMS is down', async () => {
    await withApi({ CMS_URL: await deadUrl() }, async (api) => {
      expect((await api.request('/api/health')).body).toEqual({ status: 'up' });
      const detailed = await api.request('/api/health', { headers: OPERATOR });
      expect(detailed.status).toBe(200);
      expect(ZHealthDetails.parse(detailed.body)).toMatchObject({
        status: 'degraded',
        database: { ok: true },
        cms: { ok: false },
      });
    });
  });

  it('is down with 503 when the database does not answer', async () => {
    const deadDatabase = await openDeadDatabase(engine);
    try {
      await withApi(
        { CMS_URL: cms.url },
        async (api) => {
          const open = await api.request('/api/health');
          expect(open.status).toBe(503);
          expect(open.body).toEqual({ status: 'down' });
          // Not ready, but alive: a balancer stops sending, nothing restarts the process.
          const ready = await api.request('/api/health/ready');
          expect([ready.status, ready.body]).toEqual([503, { status: 'down' }]);
          const live = await api.request('/api/health/live');
          expect([live.status, ZLiveness.parse(live.body)]).toEqual([200, { status: 'alive' }]);
          const detailed = await api.request('/api/health', { headers: OPERATOR });
          expect(detailed.status).toBe(503);
          expect(ZHealthDetails.parse(detailed.body)).toMatchObject({
            status: 'degraded',
            database: { ok: false },
            cms: { ok: true },
          });
        },
        deadDatabase,
      );
    } finally {
      await deadDatabase.close();
    }
  });
});
