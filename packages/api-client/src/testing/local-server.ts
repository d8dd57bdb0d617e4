import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TRecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
};

export type TCannedResponse = {
  status: number;
  statusText?: string;
  headers?: Record<string, string>;
  body?: string;
};

export type TLocalServer = {
  baseUrl: string;
  requests: TRecordedRequest[];
  /** The answer every following request gets. */
  respondWith: (response: TCannedResponse) => void;
  close: () => Promise<void>;
};

/** A real HTTP server on a free port that records what it receives and answers as told. */
export const startLocalServer = async (): Promise<TLocalServer> => {
  const requests: TRecordedRequest[] = [];
  let next: TCannedResponse = { status: 200, body: '{}' };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(next.status, next.statusText, next.headers);
      response.end(next.body ?? '');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    respondWith: (response) => {
      next = response;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
