import type { IncomingMessage } from 'node:http';

// What a client may claim about earlier hops. The shell is the edge, the first server
// to see the client, so none of it is true and all of it is dropped before forwarding.
const CLIENT_FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * Rewrites the forwarding headers of a request about to be proxied: X-Forwarded-For is the
 * client's socket address alone (overwritten, never appended, so a client cannot pick the
 * address the API rate-limits by), plus the protocol and host the client used.
 */
export const setEdgeForwardedHeaders = (request: IncomingMessage): void => {
  for (const name of CLIENT_FORWARDING_HEADERS) delete request.headers[name];
  const { remoteAddress } = request.socket;
  if (remoteAddress) request.headers['x-forwarded-for'] = remoteAddress;
  const isEncrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  request.headers['x-forwarded-proto'] = isEncrypted ? 'https' : 'http';
  if (request.headers.host) request.headers['x-forwarded-host'] = request.headers.host;
};
