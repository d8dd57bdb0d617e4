import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TFakeUpstream = {
  url: string;
  /** What reached the upstream: method, path, headers and body size of each request. */
  received: Array<{
    method?: string;
    url?: string;
    headers: IncomingMessage['headers'];
    bytes: number;
  }>;
  close: () => Promise<void>;
};

/** A stand-in for the API: records what it receives, then lets the test answer. */
export const startFakeUpstream = async (
  answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end('{"from":"api"}');
  },
): Promise<TFakeUpstream> => {
  const received: TFakeUpstream['received'] = [];
  const server: Server = createServer((request, response) => {
    const record = { method: request.method, url: request.url, headers: request.headers, bytes: 0 };
    received.push(record);
    request.on('data', (chunk: Buffer) => (record.bytes += chunk.length));
    request.on('end', () => answer(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A port nothing listens on: a server that was just closed. */
export const findClosedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};
