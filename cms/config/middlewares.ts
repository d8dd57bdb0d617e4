import type { Core } from '@strapi/strapi';
import { corsOrigins } from '../src/lib/cors-origins';
import { list, str } from '../src/lib/env';
import { serverHost, serverPort } from '../src/lib/server-address';
import { UPLOAD_SIZE_LIMIT_BYTES } from '../src/lib/upload-policy';

// Browsers may cache a preflight answer this long (Strapi's default is a year).
const CORS_MAX_AGE_SECONDS = 600;

const config = (): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  // Strapi's helmet defaults: CSP, frame-ancestors/X-Frame-Options same origin, nosniff, HSTS.
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: corsOrigins({
        publicUrl: str('PUBLIC_URL'),
        host: serverHost(),
        port: serverPort(),
        extra: list('CMS_CORS_ORIGINS') ?? [],
      }),
      maxAge: CORS_MAX_AGE_SECONDS,
    },
  },
  // No strapi::poweredBy: an X-Powered-By header only tells a visitor what to look up.
  'strapi::query',
  // Refuses an oversized upload while it streams in, before the upload plugin's own sizeLimit.
  { name: 'strapi::body', config: { formidable: { maxFileSize: UPLOAD_SIZE_LIMIT_BYTES } } },
  'strapi::session',
  'strapi::favicon',
  'global::uploads-headers',
  'strapi::public',
];

export default config;
