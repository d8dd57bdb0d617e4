import { ZHealth } from '@manifest/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadUrl, startCmsStandIn } from './support/cms-stand-in';
import { useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES, openDeadDatabase } from './support/test-database';
import { startTestServer } from './support/test-server';

describe.each(DATABASE_ENGINES)('GET /api/health on %s', (engine) => {
  const db = useTestDatabase(engine);
  let cms: Awaited<ReturnType<typeof startCmsStandIn>>;

  beforeAll(async () => {
    cms = await startCmsStandIn();
  });
  afterAll(async () => {
    await cms?.close();
  });

  it('is ok with 200 when the database and the CMS answer', async () => {
    const api = await startTestServer({ database: db.database, env: { CMS_URL: cms.url } });
    try {
      const answer = await api.request('/api/health');
      expect(answer.status).toBe(200);
      const health = ZHealth.parse(answer.body);
      expect(health).toMatchObject({ status: 'ok', database: { ok: true }, cms: { ok: true } });
    } finally {
      await api.close();
    }
  });

  it('is degraded but 200 when the CMS is down', async () => {
    const api = await startTestServer({ database: db.database, env: { CMS_URL: await deadUrl() } });
    try {
      const answer = await api.request('/api/health');
      expect(answer.status).toBe(200);
      expect(ZHealth.parse(answer.body)).toMatchObject({
        status: 'degraded',
        database: { ok: true },
        cms: { ok: false },
      });
    } finally {
      await api.close();
    }
  });

  it('is 503 when the database does not answer', async () => {
    const deadDatabase = await openDeadDatabase(engine);
    const api = await startTestServer({ database: deadDatabase, env: { CMS_URL: cms.url } });
    try {
      const answer = await api.request('/api/health');
      expect(answer.status).toBe(503);
      expect(ZHealth.parse(answer.body)).toMatchObject({
        status: 'degraded',
        database: { ok: false },
        cms: { ok: true },
      });
    } finally {
      await api.close();
      await deadDatabase.close();
    }
  });
});
