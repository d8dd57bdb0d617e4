import type { IncomingMessage } from 'node:http';

export type TBodyLimits = {
  /** The largest request body, in bytes, under paths no prefix below names. */
  defaultBytes: number;
  /** Other limits under a path prefix, e.g. `{ '/api/uploads': 6 MB }`; the longest prefix wins. */
  byPathPrefix?: Record<string, number>;
};

/** The path as the target server will route it (not normalised, without the query). */
export const rawPathname = (request: IncomingMessage): string =>
  (request.url ?? '/').split('?', 1)[0] ?? '/';

/** `/api` covers `/api` and `/api/…`, not `/apix`. */
export const isUnderPrefix = (pathname: string, prefix: string): boolean => {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === base || pathname.startsWith(`${base}/`);
};

export const bodyLimitFor = (pathname: string, limits: TBodyLimits): number => {
  const matches = Object.entries(limits.byPathPrefix ?? {})
    .filter(([prefix]) => isUnderPrefix(pathname, prefix))
    .sort(([a], [b]) => b.length - a.length);
  return matches[0]?.[1] ?? limits.defaultBytes;
};

/** The body length the client declared, if it declared one (a chunked body does not). */
export const declaredBodyLength = (request: IncomingMessage): number | undefined => {
  const header = request.headers['content-length'];
  if (header === undefined) return undefined;
  const length = Number.parseInt(header, 10);
  return Number.isNaN(length) ? undefined : length;
};
