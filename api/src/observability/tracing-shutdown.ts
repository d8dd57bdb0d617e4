// Kept apart from tracing.ts, so the server can flush traces on shutdown
// without loading OpenTelemetry when tracing is off.
let shutdown: (() => Promise<void>) | undefined;

/** What stopTracing runs: the SDK's shutdown, registered when tracing starts. */
export const onTracingStop = (stop: () => Promise<void>): void => {
  shutdown = stop;
};

/** Sends the spans still buffered and stops tracing; nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  await shutdown?.();
  shutdown = undefined;
}
