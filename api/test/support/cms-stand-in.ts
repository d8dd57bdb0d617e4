import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const close = (server: Server) =>
  new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );

/** Answers GET /_health with 204 like Strapi does, 404 for anything else. */
export async function startCmsStandIn(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    response.statusCode = request.method === 'GET' && request.url === '/_health' ? 204 : 404;
    response.end();
  });
  const url = await listen(server);
  return { url, close: () => close(server) };
}

/** A URL nothing listens on: a port that was free a moment ago. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await close(server);
  return url;
}
