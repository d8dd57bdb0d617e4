import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '../tools/api-process';
import { startCmsStandIn } from './support/cms-stand-in';
import { SPAN_KIND, startOtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';
import { signupBody } from './support/test-users';

// Tracing as production runs it: the API in its own process, tracing preloaded as
// its start script does, with OTEL_EXPORTER_OTLP_ENDPOINT set, exporting to a
// collector stand-in this test owns.

const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('OpenTelemetry traces', () => {
  const databaseName = `manifest_tracing_${randomBytes(4).toString('hex')}`;
  let admin: Knex;
  let collector: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let cms: Awaited<ReturnType<typeof startCmsStandIn>>;
  let api: Awaited<ReturnType<typeof startApiProcess>>;

  beforeAll(async () => {
    admin = knexFactory({ client: 'pg', connection: POSTGRES_ADMIN_URL, pool: { min: 0, max: 1 } });
    await admin.raw('create database ??', [databaseName]);
    const databaseUrl = new URL(POSTGRES_ADMIN_URL);
    databaseUrl.pathname = `/${databaseName}`;
    [collector, cms] = await Promise.all([startOtlpReceiver(), startCmsStandIn()]);
    api = await startApiProcess({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl.href,
      CMS_URL: cms.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'manifest-api-test',
      // Export within a tenth of a second rather than the default five.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  });
  afterAll(async () => {
    await api?.stop();
    await Promise.all([collector?.close(), cms?.close()]);
    await admin?.raw('drop database if exists ?? with (force)', [databaseName]);
    await admin?.destroy();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** The trace of the server span named `name`, once its database spans have arrived too. */
  async function traceOf(name: string, hasAll: (spans: ReceivedSpan[]) => boolean) {
    let trace: ReceivedSpan[] = [];
    await expect
      .poll(
        () => {
          const root = collector.spans.find(
            (span) => span.kind === SPAN_KIND.server && span.name === name,
          );
          trace = root ? collector.spans.filter((span) => span.traceId === root.traceId) : [];
          return hasAll(trace);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    return trace;
  }

  it('makes one trace of a sign-in, with its PostgreSQL queries inside', async () => {
    const body = signupBody();
    expect((await post('/api/auth/signup', body)).status).toBe(201);
    const signin = await post('/api/auth/signin', { email: body.email, password: body.password });
    expect(signin.status).toBe(200);

    const isPg = (span: ReceivedSpan) => span.scope.includes('instrumentation-pg');
    const trace = await traceOf('POST /api/auth/signin', (spans) => spans.some(isPg));
    const roots = trace.filter((span) => !span.parentSpanId);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({
      kind: SPAN_KIND.server,
      attributes: { 'http.route': '/api/auth/signin' },
    });
    expect(trace.some((span) => span.scope.includes('instrumentation-koa'))).toBe(true);
    const queries = trace.filter(isPg);
    expect(queries.length).toBeGreaterThan(0);
    const isQuery = (span: ReceivedSpan) =>
      (span.attributes['db.system.name'] ?? span.attributes['db.system']) === 'postgresql';
    expect(queries.some(isQuery)).toBe(true);
    // Nothing the person typed rides along: queries are parameterised.
    expect(JSON.stringify(trace)).not.toContain(String(body.password));
  });

  it('follows a content call out to the CMS', async () => {
    await fetch(`${api.url}/api/blog/categories`);
    const trace = await traceOf('GET /api/blog/categories', (spans) =>
      spans.some((span) => span.kind === SPAN_KIND.client),
    );
    const cmsCall = trace.find((span) => span.kind === SPAN_KIND.client);
    expect(cmsCall?.attributes['url.full']).toContain(cms.url);
  });
});
