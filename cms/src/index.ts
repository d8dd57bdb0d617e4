import type { Core } from '@strapi/strapi';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { assertSecretsConfigured } from './lib/secrets';

export default {
  /** Runs before the database opens and before the server listens. */
  register() {
    // Here rather than in config/: `strapi build` loads config but never registers.
    assertSecretsConfigured();
  },

  /** Runs once the database is ready, before the server listens. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureFirstAdmin(strapi);
  },
};
