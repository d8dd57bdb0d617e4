/**
 * The Public role (users-permissions, type `public`) may only read published
 * content: find and findOne on everything but comments. Pending comments must
 * never be public, so comments get nothing. Nor does it keep Strapi's default
 * end-user auth actions (register, sign-in, OAuth connect, password reset,
 * email confirmation...): the app has no end-user accounts in Strapi.
 * Reconciled at every boot: missing grants are added and any other grant on
 * our content types or on users-permissions is removed, so a click in the
 * admin panel cannot widen public access past a restart.
 */
import type { Core } from '@strapi/strapi';
import {
  AFFIRMATION,
  BLOG_CATEGORY,
  BLOG_POST,
  LEGAL_DOCUMENT,
  MEDITATION,
  OWN_CONTENT_TYPES,
} from './content-types';

const PUBLIC_READABLE = [BLOG_CATEGORY, BLOG_POST, MEDITATION, AFFIRMATION, LEGAL_DOCUMENT];

export const PUBLIC_ACTIONS = PUBLIC_READABLE.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]);

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

type PermissionRow = { id: number; action: string };

/** Grants the Public role must not hold beyond PUBLIC_ACTIONS. */
const RECONCILED_PREFIXES = [
  ...OWN_CONTENT_TYPES.map((uid) => `${uid}.`),
  'plugin::users-permissions.',
];

function isReconciled(action: string): boolean {
  return RECONCILED_PREFIXES.some((prefix) => action.startsWith(prefix));
}

export async function ensurePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role: { id: number } | null = await strapi.db
    .query(ROLE_UID)
    .findOne({ where: { type: 'public' }, select: ['id'] });
  if (!role) throw new Error('The users-permissions Public role is missing.');

  const rows: PermissionRow[] = await strapi.db
    .query(PERMISSION_UID)
    .findMany({ where: { role: role.id }, select: ['id', 'action'] });
  const granted = new Set(rows.map((row) => row.action));

  const extra = rows.filter(
    (row) => isReconciled(row.action) && !PUBLIC_ACTIONS.includes(row.action),
  );
  if (extra.length > 0) {
    await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: extra.map((row) => row.id) } });
    strapi.log.warn(
      `[cms] Removed public permission(s) ${extra.map((row) => row.action).join(', ')}: the public may only read content.`,
    );
  }

  const missing = PUBLIC_ACTIONS.filter((action) => !granted.has(action));
  for (const action of missing) {
    await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
  }
  if (missing.length > 0) {
    strapi.log.info(`[cms] Granted the Public role ${missing.length} read permission(s).`);
  }
}
