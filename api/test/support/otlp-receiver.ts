import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: OtlpValue }>;
};
type OtlpTraces = {
  resourceSpans?: Array<{
    scopeSpans?: Array<{ scope?: { name?: string }; spans?: OtlpSpan[] }>;
  }>;
};

/** One received span, flattened: its instrumentation's name and its attributes as text. */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, string>;
};

/** Span kinds as OTLP numbers them. */
export const SPAN_KIND = { server: 2, client: 3 } as const;

/**
 * A stand-in for an OpenTelemetry collector: an OTLP/HTTP receiver of JSON
 * traces (`POST /v1/traces`) that keeps every span it is sent.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const traces = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces;
        for (const resource of traces.resourceSpans ?? []) {
          for (const { scope, spans: received = [] } of resource.scopeSpans ?? []) {
            for (const span of received) {
              spans.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                kind: span.kind,
                scope: scope?.name ?? '',
                attributes: Object.fromEntries(
                  (span.attributes ?? []).map(({ key, value }) => [
                    key,
                    String(value.stringValue ?? value.intValue ?? ''),
                  ]),
                ),
              });
            }
          }
        }
      }
      response.setHeader('Content-Type', 'application/json');
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
