/**
 * Creates a local editor account (admin role "Editor") from CMS_EDITOR_EMAIL and
 * CMS_EDITOR_PASSWORD, so moderation can be tried without inviting anyone.
 * Idempotent: an account with that email, whatever its role, is never changed.
 */
import type { Core } from '@strapi/strapi';
import { readAdminAccountInput, type AdminAccountInput } from '../lib/admin-account-input';

/** The part of Strapi 5.54's `admin::user` service used here. */
type AdminUserService = {
  exists(where?: Record<string, unknown>): Promise<boolean>;
  create(
    attributes: AdminAccountInput & {
      roles: number[];
      isActive: boolean;
      registrationToken: null;
    },
  ): Promise<{ id: number }>;
};

export async function ensureEditorAccount(
  strapi: Core.Strapi,
  editorRoleId: number,
): Promise<void> {
  const input = readAdminAccountInput('CMS_EDITOR', {
    purpose: 'the editor',
    defaultFirstName: 'Editor',
  });
  if (!input) return;
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists({ email: input.email })) return;
  await users.create({ ...input, roles: [editorRoleId], isActive: true, registrationToken: null });
  strapi.log.info(`[cms] Created the editor account ${input.email} from CMS_EDITOR_EMAIL.`);
}
