/**
 * The Content API token the API reads Strapi with ("manifest-api"): a custom
 * token with find/findOne on our six content types and create on comments.
 *
 * Its value comes from CMS_API_TOKEN, so the API knows it without anyone
 * copying it out of the admin panel. Strapi 5.54's token service always
 * generates a random key on create and stores only an HMAC-SHA512 of it (salt:
 * API_TOKEN_SALT) plus an encrypted copy (ENCRYPTION_KEY) that the admin panel
 * can show. After creating the token, this writes the hash and the encrypted
 * copy of the configured value instead, through the same service helpers; on
 * later boots it rewrites them only when the value or the salt changed.
 * Permissions are reconciled the same way, so the token's scope is declared here.
 */
import type { Core } from '@strapi/strapi';
import { API_TOKEN_NAME } from '../lib/api-link';
import { COMMENT, OWN_CONTENT_TYPES } from './content-types';

export const API_TOKEN_PERMISSIONS = [
  ...OWN_CONTENT_TYPES.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
  `${COMMENT}.create`,
];

const MIN_TOKEN_LENGTH = 32;

/** The parts of `admin::api-token-content-api` (@strapi/admin 5.54) used here. */
type ContentApiTokenService = {
  hash(accessKey: string): string;
  getByName(name: string): Promise<{ id: number; type: string; permissions: string[] } | null>;
  create(attributes: {
    name: string;
    description: string;
    type: 'custom';
    permissions: string[];
    lifespan: null;
  }): Promise<{ id: number }>;
  update(id: number, attributes: { type: 'custom'; permissions: string[] }): Promise<unknown>;
};

type EncryptionService = { encrypt(value: string): string | null };

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

export async function ensureApiToken(strapi: Core.Strapi, accessKey: string): Promise<void> {
  if (accessKey.length < MIN_TOKEN_LENGTH) {
    throw new Error(`CMS_API_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters long.`);
  }
  const tokens = strapi.service(
    'admin::api-token-content-api',
  ) as unknown as ContentApiTokenService;
  const encryption = strapi.service('admin::encryption') as unknown as EncryptionService;

  let token = await tokens.getByName(API_TOKEN_NAME);
  if (!token) {
    const created = await tokens.create({
      name: API_TOKEN_NAME,
      description: 'Used by the Manifest API (CMS_API_TOKEN) to read content and create comments.',
      type: 'custom',
      permissions: API_TOKEN_PERMISSIONS,
      lifespan: null,
    });
    token = { id: created.id, type: 'custom', permissions: API_TOKEN_PERMISSIONS };
    strapi.log.info(`[cms] Created the API token "${API_TOKEN_NAME}".`);
  } else if (token.type !== 'custom' || !sameSet(token.permissions, API_TOKEN_PERMISSIONS)) {
    await tokens.update(token.id, { type: 'custom', permissions: API_TOKEN_PERMISSIONS });
    strapi.log.info(`[cms] Reset the permissions of the API token "${API_TOKEN_NAME}".`);
  }

  const hashed = tokens.hash(accessKey);
  const stored: { accessKey: string } | null = await strapi.db
    .query('admin::api-token')
    .findOne({ where: { id: token.id }, select: ['accessKey'] });
  if (stored?.accessKey !== hashed) {
    await strapi.db.query('admin::api-token').update({
      where: { id: token.id },
      data: { accessKey: hashed, encryptedKey: encryption.encrypt(accessKey) },
    });
    strapi.log.info(`[cms] The API token "${API_TOKEN_NAME}" now matches CMS_API_TOKEN.`);
  }
}
