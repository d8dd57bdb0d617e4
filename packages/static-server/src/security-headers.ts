import type { IncomingMessage, ServerResponse } from 'node:http';

import helmet from 'helmet';

import { buildCspDirectives } from './content-security-policy';
import { buildPermissionsPolicy } from './permissions-policy';
import type { TSecurityPolicy } from './security-policy';

export type TSetSecurityHeaders = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export type TSecurityHeadersOptions = {
  policy: TSecurityPolicy;
  /** The files are loaded by pages of other origins (a remote's scripts in the shell). */
  isLoadedCrossOrigin: boolean;
};

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** Sets the security headers on an answer (helmet, plus the Permissions-Policy helmet lacks). */
export const createSecurityHeaders = ({
  policy,
  isLoadedCrossOrigin,
}: TSecurityHeadersOptions): TSetSecurityHeaders => {
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: buildCspDirectives(policy) },
    // A remote's scripts and styles are loaded by the shell, another origin.
    crossOriginResourcePolicy: { policy: isLoadedCrossOrigin ? 'cross-origin' : 'same-origin' },
    // Payment wallets may open a popup that reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore it over plain http; whether subdomains are included is the domain
    // owner's call, so it is left out.
    strictTransportSecurity: { maxAge: YEAR_IN_SECONDS, includeSubDomains: false },
    // The old-browser twin of frame-ancestors 'none'.
    xFrameOptions: { action: 'deny' },
    // helmet also removes X-Powered-By and sets X-Content-Type-Options: nosniff.
  });
  const permissionsPolicy = buildPermissionsPolicy(policy);

  return (request, response, next) => {
    response.setHeader('Permissions-Policy', permissionsPolicy);
    setHelmetHeaders(request, response, next);
  };
};
