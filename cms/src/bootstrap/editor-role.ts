/**
 * Strapi's built-in admin "Editor" role, as this project needs it: editors
 * write and publish blog posts and categories, keep meditations, affirmations
 * and legal texts up to date, and moderate comments (read, change only the
 * moderation state, delete spam). They never reach settings, users or roles.
 *
 * Reconciled at every boot: on our six content types the role has exactly the
 * permissions below (missing ones added, others removed), and every settings
 * permission, the Content-Type Builder and any access to admin or app users is
 * removed. Other permissions (e.g. the media library) are left as they are.
 */
import type { Core } from '@strapi/strapi';
import {
  AFFIRMATION,
  BLOG_CATEGORY,
  BLOG_POST,
  COMMENT,
  LEGAL_DOCUMENT,
  MEDITATION,
  type OwnContentType,
} from './content-types';

export const EDITOR_ROLE_CODE = 'strapi-editor';

const EXPLORER = 'plugin::content-manager.explorer';
const CREATE = `${EXPLORER}.create`;
const READ = `${EXPLORER}.read`;
const UPDATE = `${EXPLORER}.update`;
const DELETE = `${EXPLORER}.delete`;
const PUBLISH = `${EXPLORER}.publish`;

/** Per content type: each action with the fields it applies to ('all' = every field). */
type Grant = { action: string; fields: 'all' | string[] };

const EDIT: Grant[] = [
  { action: CREATE, fields: 'all' },
  { action: READ, fields: 'all' },
  { action: UPDATE, fields: 'all' },
  { action: DELETE, fields: 'all' },
];

export const EDITOR_GRANTS: Record<OwnContentType, Grant[]> = {
  [BLOG_POST]: [...EDIT, { action: PUBLISH, fields: 'all' }],
  [BLOG_CATEGORY]: EDIT,
  [MEDITATION]: EDIT,
  [AFFIRMATION]: EDIT,
  [LEGAL_DOCUMENT]: EDIT,
  // Visitors write comments; editors only approve or reject them (or delete spam).
  [COMMENT]: [
    { action: READ, fields: 'all' },
    { action: UPDATE, fields: ['moderationState'] },
    { action: DELETE, fields: 'all' },
  ],
};

/** Subjects an editor must never read or change through the content manager. */
const FORBIDDEN_SUBJECTS = [
  'admin::user',
  'admin::role',
  'plugin::users-permissions.user',
  'plugin::users-permissions.role',
];
const FORBIDDEN_ACTION_PREFIXES = [
  'plugin::content-type-builder.',
  'admin::users.',
  'admin::roles.',
];

type Permission = {
  id?: number;
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] | null };
  conditions?: string[];
};

/** The parts of Strapi 5.54's admin services used here. */
type RoleService = {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
  addPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
};
type PermissionService = {
  findMany(params: { where: Record<string, unknown> }): Promise<Required<Permission>[]>;
  deleteByIds(ids: number[]): Promise<unknown>;
  actionProvider: { values(): { actionId: string; section: string }[] };
};
type ContentTypeService = {
  getPermissionsWithNestedFields(actions: unknown[]): Permission[];
};

function fieldsKey(fields: string[] | null | undefined): string {
  return fields ? [...fields].sort().join(',') : '';
}

function permissionKey(permission: Permission): string {
  return `${permission.action}|${permission.subject ?? ''}|${fieldsKey(permission.properties?.fields)}|${(permission.conditions ?? []).join(',')}`;
}

/** The role's wanted permissions on our content types, with field lists as Strapi computes them. */
function wantedPermissions(strapi: Core.Strapi): Permission[] {
  const permissions = strapi.service('admin::permission') as unknown as PermissionService;
  const contentTypes = strapi.service('admin::content-type') as unknown as ContentTypeService;
  const actions = permissions.actionProvider
    .values()
    .filter((action) => action.section === 'contentTypes');
  const all = contentTypes.getPermissionsWithNestedFields(actions);
  return Object.entries(EDITOR_GRANTS).flatMap(([subject, grants]) =>
    grants.map(({ action, fields }) => {
      const full = all.find(
        (permission) => permission.action === action && permission.subject === subject,
      );
      if (!full) throw new Error(`Strapi has no permission ${action} on ${subject}.`);
      return {
        action,
        subject,
        properties: { fields: fields === 'all' ? (full.properties?.fields ?? null) : fields },
        conditions: [],
      };
    }),
  );
}

function describe(list: Permission[]): string {
  if (list.length === 0) return 'nothing';
  return list
    .map(
      ({ action, subject }) =>
        `${action.replace(`${EXPLORER}.`, '')}${subject ? ` ${subject}` : ''}`,
    )
    .join(', ');
}

function isForbidden(permission: Permission, settingsActions: Set<string>): boolean {
  return (
    settingsActions.has(permission.action) ||
    FORBIDDEN_ACTION_PREFIXES.some((prefix) => permission.action.startsWith(prefix)) ||
    FORBIDDEN_SUBJECTS.includes(permission.subject ?? '')
  );
}

export async function ensureEditorRole(strapi: Core.Strapi): Promise<number | undefined> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  const permissions = strapi.service('admin::permission') as unknown as PermissionService;
  const role = await roles.findOne({ code: EDITOR_ROLE_CODE });
  if (!role) {
    strapi.log.warn('[cms] The admin Editor role is missing; editors cannot be set up.');
    return undefined;
  }

  const settingsActions = new Set(
    permissions.actionProvider
      .values()
      .filter((action) => action.section === 'settings')
      .map((action) => action.actionId),
  );
  const ownSubjects = Object.keys(EDITOR_GRANTS);
  const wanted = wantedPermissions(strapi);
  const wantedKeys = new Set(wanted.map(permissionKey));

  const current = await permissions.findMany({ where: { role: { id: role.id } } });
  const currentKeys = new Set(current.map(permissionKey));
  const toDelete = current.filter(
    (permission) =>
      isForbidden(permission, settingsActions) ||
      (ownSubjects.includes(permission.subject ?? '') &&
        !wantedKeys.has(permissionKey(permission))),
  );
  const toAdd = wanted.filter((permission) => !currentKeys.has(permissionKey(permission)));

  if (toDelete.length > 0)
    await permissions.deleteByIds(toDelete.map((permission) => permission.id));
  if (toAdd.length > 0) await roles.addPermissions(role.id, toAdd);
  if (toDelete.length > 0 || toAdd.length > 0) {
    strapi.log.info(`[cms] Editor role: added ${describe(toAdd)}; removed ${describe(toDelete)}.`);
  }
  return role.id;
}
