import { createServer, connect, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  /** The target's URL with this proxy's port in its place. */
  url: string;
  /** Every connection dropped and new ones refused, as while a server restarts. */
  cut: () => Promise<void>;
  /** Connections accepted again, on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A TCP proxy in front of `targetUrl` (e.g. PostgreSQL) that a test can cut
 * and restore. By hand on node:net: a few lines, and the test needs exactly
 * this control (drop everything, refuse, come back on the same port).
 */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  let server: Server | undefined;
  let port = 0;

  const listen = async () => {
    const listening = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.address() as { port: number }).port;
    server = listening;
  };
  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  const url = new URL(targetUrl);
  url.port = String(port);
  return { url: url.href, cut: stop, restore: listen, close: stop };
}
