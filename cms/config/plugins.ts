import type { Core } from '@strapi/strapi';
import { secret } from '../src/lib/secrets';
import { IMAGE_TYPES, UPLOAD_SIZE_LIMIT_BYTES } from '../src/lib/upload-policy';

const config = (): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      // Set explicitly: without it the plugin generates one and appends it to a .env file.
      jwtSecret: secret('JWT_SECRET'),
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
      },
    },
  },
  upload: {
    config: {
      sizeLimit: UPLOAD_SIZE_LIMIT_BYTES,
      // Images only: the media library holds blog featured images and nothing else.
      // Strapi's check falls back to the file name when it cannot read the
      // bytes; src/extensions/upload/strapi-server.ts closes that gap.
      security: {
        allowedTypes: [...IMAGE_TYPES],
        // Refused even by declared type or extension, before anything reads the bytes.
        deniedTypes: [
          'image/svg+xml',
          'text/html',
          'application/xhtml+xml',
          'text/xml',
          'application/xml',
        ],
      },
    },
  },
});

export default config;
