import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { KoaInstrumentation } from '@opentelemetry/instrumentation-koa';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * The OpenTelemetry Node SDK, exporting over OTLP/HTTP to `endpoint`: a span per
 * request (HTTP and Koa, named by the route pattern), per PostgreSQL query (pg,
 * under knex), and per outgoing call: the CMS and OpenAI through fetch (undici),
 * Stripe through the SDK's HTTP client. Must start before those modules load
 * (`tracing-preload.ts`).
 */
export function startTracing({
  endpoint,
  serviceName,
}: {
  endpoint: string;
  serviceName: string;
}): NodeSDK {
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    traceExporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation(),
      new KoaInstrumentation(),
      new PgInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  return sdk;
}
