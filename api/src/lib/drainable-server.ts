import type { Server } from 'node:http';
import stoppable from 'stoppable';

/**
 * Lets `server` shut down without cutting anyone off (stoppable does the
 * connection bookkeeping): draining stops accepting, answers every request
 * still arriving on a kept-alive connection with `Connection: close`, closes
 * each connection once its requests are answered, and destroys whatever is
 * still open after `graceMs`. The returned function drains; it resolves once
 * every connection is closed.
 */
export function drainable(server: Server, graceMs: number): () => Promise<void> {
  const stoppableServer = stoppable(server, graceMs);
  let isDraining = false;
  server.on('request', (_request, response) => {
    if (isDraining && !response.headersSent) response.setHeader('Connection', 'close');
  });
  return () =>
    new Promise<void>((resolve) => {
      isDraining = true;
      stoppableServer.stop(() => resolve());
    });
}
