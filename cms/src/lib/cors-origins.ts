/**
 * The browser origins allowed to call the CMS cross-origin (strapi::cors).
 *
 * The admin panel is served by the CMS itself, so it is same-origin and needs
 * no CORS at all; the API reads Strapi server to server. Only the CMS's own
 * origin is listed (so a same-origin request that carries an Origin header is
 * answered consistently), plus whatever CMS_CORS_ORIGINS adds. Never `*` and
 * never `null`: Strapi's default reflected any origin, with credentials.
 */
import { isIP } from 'node:net';

/** Hosts that mean "this machine": the browser reaches them as localhost or 127.0.0.1. */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1'];

export type CorsOriginsInput = {
  /** PUBLIC_URL: the CMS's public address when behind a proxy (may be empty or a path). */
  publicUrl: string | undefined;
  host: string;
  port: number;
  /** CMS_CORS_ORIGINS, already split. */
  extra: string[];
};

export function corsOrigins({ publicUrl, host, port, extra }: CorsOriginsInput): string[] {
  return [...new Set([...ownOrigins(publicUrl, host, port), ...extra.map(checkedOrigin)])];
}

function ownOrigins(publicUrl: string | undefined, host: string, port: number): string[] {
  if (publicUrl && /^https?:\/\//i.test(publicUrl)) return [new URL(publicUrl).origin];
  if (LOCAL_HOSTS.includes(host)) return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return [new URL(`http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`).origin];
}

/** An origin exactly as browsers send it (`https://host[:port]`), or an error naming the variable. */
function checkedOrigin(value: string): string {
  let origin: string | undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
  } catch {
    origin = undefined;
  }
  if (origin === undefined || origin !== value.replace(/\/$/, '')) {
    throw new Error(
      `CMS_CORS_ORIGINS must list origins like https://admin.example.com (no path, no "*", no "null"); got "${value}"`,
    );
  }
  return origin;
}
