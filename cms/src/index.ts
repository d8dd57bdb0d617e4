import type { Core } from '@strapi/strapi';
import { ensureApiToken } from './bootstrap/api-token';
import { ensureApiWebhook } from './bootstrap/api-webhook';
import { ensureEditorAccount } from './bootstrap/editor-account';
import { ensureEditorRole } from './bootstrap/editor-role';
import { disableEndUserRegistration } from './bootstrap/end-user-registration';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { ensurePublicPermissions } from './bootstrap/public-permissions';
import { seedContent } from './bootstrap/seed-content';
import { readApiLink } from './lib/api-link';
import { assertSecretsConfigured } from './lib/secrets';
import { SEED_CONTENT } from './seed/seed-content';

export default {
  /** Runs before the database opens and before the server listens. */
  register() {
    // Here rather than in config/: `strapi build` loads config but never registers.
    assertSecretsConfigured();
  },

  /** Runs once the database is ready, before the server listens. Every step is idempotent. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const apiLink = readApiLink();
    await ensureFirstAdmin(strapi);
    const editorRoleId = await ensureEditorRole(strapi);
    if (editorRoleId !== undefined) await ensureEditorAccount(strapi, editorRoleId);
    await ensurePublicPermissions(strapi);
    await disableEndUserRegistration(strapi);
    await ensureApiToken(strapi, apiLink.apiToken);
    // Seeded before the webhook exists, so a first boot does not send the API one call per entry.
    await seedContent(strapi, SEED_CONTENT);
    await ensureApiWebhook(strapi, { url: apiLink.webhookUrl, secret: apiLink.webhookSecret });
  },
};
