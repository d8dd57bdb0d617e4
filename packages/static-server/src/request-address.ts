import type { IncomingMessage } from 'node:http';

/**
 * The address a request asks for, read as a path on this server: `//` and `//evil.example/x`
 * are paths here, never another host. `null` when it is not an address at all.
 */
export const requestAddress = (request: IncomingMessage): URL | null => {
  try {
    return new URL(`http://localhost${request.url?.startsWith('/') ? request.url : '/'}`);
  } catch {
    return null;
  }
};
