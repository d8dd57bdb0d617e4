/**
 * Creates a local editor account (admin role "Editor") from CMS_EDITOR_EMAIL and
 * CMS_EDITOR_PASSWORD, so moderation can be tried without inviting anyone.
 * Idempotent: an account with that email, whatever its role, is never changed.
 */
import type { Core } from '@strapi/strapi';
import { str } from '../lib/env';
import { passwordProblem } from './first-admin';

type EditorInput = { email: string; password: string; firstname: string; lastname: string | null };

/** The part of Strapi 5.54's `admin::user` service used here. */
type AdminUserService = {
  exists(where?: Record<string, unknown>): Promise<boolean>;
  create(
    attributes: EditorInput & {
      roles: number[];
      isActive: boolean;
      registrationToken: null;
    },
  ): Promise<{ id: number }>;
};

export function readEditorInput(): EditorInput | undefined {
  const email = str('CMS_EDITOR_EMAIL')?.toLowerCase();
  const password = process.env.CMS_EDITOR_PASSWORD ?? '';
  if (email === undefined && password === '') return undefined;
  if (email === undefined || password === '') {
    throw new Error(
      'Set both CMS_EDITOR_EMAIL and CMS_EDITOR_PASSWORD to create the editor, or neither.',
    );
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`CMS_EDITOR_EMAIL is not a valid email address: "${email}"`);
  }
  const problem = passwordProblem(password);
  if (problem) throw new Error(`CMS_EDITOR_PASSWORD must contain ${problem}.`);
  return {
    email,
    password,
    firstname: str('CMS_EDITOR_FIRSTNAME', 'Editor'),
    lastname: str('CMS_EDITOR_LASTNAME') ?? null,
  };
}

export async function ensureEditorAccount(
  strapi: Core.Strapi,
  editorRoleId: number,
): Promise<void> {
  const input = readEditorInput();
  if (!input) return;
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists({ email: input.email })) return;
  await users.create({ ...input, roles: [editorRoleId], isActive: true, registrationToken: null });
  strapi.log.info(`[cms] Created the editor account ${input.email} from CMS_EDITOR_EMAIL.`);
}
