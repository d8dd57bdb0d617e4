import type { TSecurityPolicy } from './security-policy';

/** Stripe's documented needs for Stripe.js (docs.stripe.com/security/guide, CSP section). */
export const STRIPE_SCRIPT_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
export const STRIPE_FRAME_ORIGINS = [...STRIPE_SCRIPT_ORIGINS, 'https://hooks.stripe.com'];
export const STRIPE_API_ORIGIN = 'https://api.stripe.com';

export type TCspDirectives = Record<string, string[]>;

const unique = (values: string[]): string[] => [...new Set(values)];

/**
 * The Content-Security-Policy of every page of the shell and the remotes. Scripts come only
 * from files (no inline script, no eval): the built index.html has one external script, and
 * the federation runtime loads remotes with <script src> and fetch. Remote origins may
 * serve scripts, styles, fonts and images and be fetched (their mf-manifest.json).
 * zod 4 probes `new Function('')` when it builds its first object schema unless it is
 * configured `jitless`; the blocked probe is reported as a violation, so the apps' entries
 * must set that before any schema is built.
 */
export const buildCspDirectives = ({
  remoteOrigins,
  stripeJsOrigin,
  cmsOrigin,
}: TSecurityPolicy): TCspDirectives => {
  const stripeStandIn = stripeJsOrigin ? [stripeJsOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...remoteOrigins, ...STRIPE_SCRIPT_ORIGINS, ...stripeStandIn]),
    'script-src-attr': ["'none'"],
    // 'unsafe-inline' for styles only, because of code we do not own that inserts <style>
    // elements or style attributes at run time: Radix Dialog (react-remove-scroll through
    // react-style-singleton) adds a <style> whose text varies (the measured scrollbar gap),
    // so no hash can match it, and Stripe.js styles its element containers inline. A nonce
    // would need index.html rewritten per response (no more static files revalidated by
    // ETag) and every federated bundle's copy of get-nonce set at start. Our own CSS is
    // files (rspack's css/auto, no style-loader). Scripts stay strict.
    'style-src': unique(["'self'", ...remoteOrigins, "'unsafe-inline'"]),
    // https: for blog media from the CMS and vision-board pictures from stock sites.
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      ...remoteOrigins,
      ...(cmsOrigin ? [cmsOrigin] : []),
      'https:',
    ]),
    'font-src': unique(["'self'", ...remoteOrigins, 'data:']),
    'connect-src': unique(["'self'", ...remoteOrigins, STRIPE_API_ORIGIN, ...stripeStandIn]),
    'frame-src': unique([...STRIPE_FRAME_ORIGINS, ...stripeStandIn]),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // No upgrade-insecure-requests: remotes on http://localhost would be asked for over https.
  };
};
