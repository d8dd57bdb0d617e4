import type { Core } from '@strapi/strapi';
import { bool } from '../src/lib/env';
import { secret } from '../src/lib/secrets';

const config = (): Core.Config.Admin => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: {
    // Editors get no Strapi survey or Enterprise upsell prompts (they also call strapi.io).
    nps: bool('FLAG_NPS', false),
    promoteEE: bool('FLAG_PROMOTE_EE', false),
    docLinks: bool('FLAG_DOC_LINKS', true),
  },
});

export default config;
