import { register } from 'node:module';
import { loadDotEnv, parseEnv } from '../config/env';
import { onTracingStop } from './tracing-shutdown';

// `node --import ./dist/tracing-preload.mjs dist/server.mjs` (built; `tsx --import
// ./src/observability/tracing-preload.ts src/server.ts` from source): runs
// before the server's modules load, which is when OpenTelemetry must patch them.
// Without OTEL_EXPORTER_OTLP_ENDPOINT nothing is loaded and nothing patched.
// A bad environment is left to server.ts, which lists every problem and stops.
loadDotEnv();
const env = (() => {
  try {
    return parseEnv(process.env);
  } catch {
    return undefined;
  }
})();
if (env?.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // ES modules (koa) are patched through import-in-the-middle; CommonJS (pg under knex) on require.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { startTracing } = await import('./tracing');
  const sdk = startTracing({
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: env.OTEL_SERVICE_NAME,
  });
  onTracingStop(() => sdk.shutdown());
}
