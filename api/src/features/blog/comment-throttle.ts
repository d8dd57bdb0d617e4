import type { Knex } from 'knex';
import {
  createAddressThrottle,
  type AddressLimits,
  type AddressThrottle,
} from '../../lib/address-throttle';

/** Comments one address may post per window. Tests shrink them. */
export type CommentLimits = AddressLimits;

export const DEFAULT_COMMENT_LIMITS: CommentLimits = { perAddress: 5, windowSeconds: 10 * 60 };

export type CommentThrottle = AddressThrottle;

export const createCommentThrottle = (knex: Knex, limits: CommentLimits): CommentThrottle =>
  createAddressThrottle(
    knex,
    'comment-address',
    limits,
    (wait) => `Too many comments from your address. Please try again in ${wait}.`,
  );
